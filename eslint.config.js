// One lint gate for local runs and CI (zero warnings). The layers of the page follow where code
// runs and what it may know (docs/architecture.md): core < net, pwa < data < features < components <
// routes < shell. Each layer imports only from layers below it; screens reach the data layer through
// its one door (src/data/index.ts); core knows no UI, storage, network or platform. A test
// (test/unit/architecture/boundaries.test.ts) feeds each rule a violation and expects it caught.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** An import of one of these folders, by a relative path ("../data", "../../routes/Cards"). */
const folder = (names) => `^(\\.\\.?/)+(?:[\\w.-]+/)*?(?:${names.join('|')})(?:/|$)`;
const layer = (names, message) => ({ regex: folder(names), message });

/** An import of a top-level folder of the repository from server/, functions/ or sw/. */
const topFolder = (names, message) => ({
  regex: `^(\\.\\./)+(?:${names.join('|')})(?:/|$)`,
  message,
});
/** Anything of the page (src/) but the pure core. */
const PAGE_BEYOND_CORE = '^(\\.\\./)+src/(?!core/)';

/** Packages only the data layer (or the platform code around it) may use. */
const STORAGE_AND_BACKEND = [
  { name: 'dexie', message: 'Use the data layer (src/data) hooks and mutations.' },
  { name: 'dexie-react-hooks', message: 'Use the data layer (src/data) hooks.' },
  { name: '@supabase/supabase-js', message: 'Use the data layer (src/data).' },
];
/** A screen may import the data layer's door, never a module behind it. */
const DEEP_DATA = {
  regex: '^(\\.\\.?/)+(?:[\\w.-]+/)*?data/.+',
  message: 'Import the data layer through its one door: src/data (index.ts).',
};

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', '.data/**', '.mail/**', '.cache/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // A promise nobody awaits hides its failure: await it, return it, or mark it `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // core: pure logic shared by page, workers, service worker and functions.
  {
    files: ['src/core/**/*.ts'],
    rules: restrict([
      layer(
        ['pwa', 'data', 'features', 'components', 'routes', 'shell', 'workers', 'styles'],
        'src/core is pure: it imports nothing from the page, data, workers or UI.',
      ),
      {
        regex: '^(react|react-dom|react-router-dom|dexie|dexie-react-hooks|comlink)$',
        message: 'src/core is pure: no UI, storage or worker libraries.',
      },
      {
        regex: '^(@supabase/|@stripe/|workbox-|node:)',
        message: 'src/core is pure: no backend, payment, service-worker or Node modules.',
      },
    ]),
  },
  {
    files: ['src/net/**/*.ts'],
    rules: restrict([
      layer(
        ['pwa', 'data', 'features', 'components', 'routes', 'shell'],
        'src/net sits below the data layer and the screens.',
      ),
    ]),
  },
  {
    files: ['src/pwa/**/*.{ts,tsx}'],
    rules: restrict([
      layer(
        ['data', 'features', 'components', 'routes', 'shell'],
        'src/pwa sits below the data layer and the screens.',
      ),
    ]),
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: restrict([
      layer(
        ['features', 'components', 'routes', 'shell'],
        'The data layer knows no screens: nothing imports upward.',
      ),
    ]),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict(
      [
        layer(
          ['components', 'routes', 'shell'],
          'Features sit below components, routes and the shell.',
        ),
        DEEP_DATA,
      ],
      STORAGE_AND_BACKEND,
    ),
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: restrict(
      [
        layer(['routes', 'shell'], 'Shared components never import a route or the shell.'),
        DEEP_DATA,
      ],
      STORAGE_AND_BACKEND,
    ),
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: restrict(
      [layer(['shell'], 'Routes never import the shell (it lazy-loads them).'), DEEP_DATA],
      STORAGE_AND_BACKEND,
    ),
  },
  {
    files: ['src/shell/**/*.{ts,tsx}'],
    rules: restrict([DEEP_DATA], STORAGE_AND_BACKEND),
  },
  {
    files: ['src/workers/**/*.ts'],
    rules: restrict([
      layer(
        ['pwa', 'data', 'features', 'components', 'routes', 'shell'],
        'Workers run the pure core only; the page passes them data.',
      ),
    ]),
  },
  {
    files: ['sw/**/*.ts', 'src/**/*.worker.ts'],
    languageOptions: { globals: { ...globals.serviceworker, ...globals.worker } },
  },
  // Outside the page: functions are deployed alone to Netlify (they share only functions/_lib and
  // the pure core with the rest), the local host runs them by loading, not importing, and the
  // service worker is browser code that knows neither the server nor the screens.
  {
    files: ['functions/**/*.ts'],
    rules: restrict(
      [
        topFolder(
          ['server', 'scripts', 'test', 'sw'],
          'Functions are deployed alone: use functions/_lib or src/core.',
        ),
        {
          regex: PAGE_BEYOND_CORE,
          message:
            'Functions run on the server: only the pure core (src/core) is shared with the page.',
        },
      ],
      [
        { name: 'react', message: 'Functions render no UI.' },
        ...STORAGE_AND_BACKEND.filter((p) => p.name !== '@supabase/supabase-js'),
      ],
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(
      [
        topFolder(['test', 'sw'], 'The local host does not import tests or the service worker.'),
        {
          regex: PAGE_BEYOND_CORE,
          message: 'The local host shares only the pure core (src/core) with the page.',
        },
        {
          regex: '^(\\.\\./)+functions/(?!_lib/)',
          message: 'Functions are loaded by the functions host (functionsHost.ts), never imported.',
        },
      ],
      [
        { name: 'react', message: 'The local host renders no UI.' },
        ...STORAGE_AND_BACKEND.filter((p) => p.name !== '@supabase/supabase-js'),
      ],
    ),
  },
  {
    files: ['sw/**/*.ts'],
    rules: restrict(
      [
        topFolder(
          ['server', 'functions', 'scripts', 'test'],
          'The service worker is browser code: it never imports the server or the functions.',
        ),
        {
          regex: '^(\\.\\./)+src/(?:features|components|routes|shell)(?:/|$)',
          message: 'The service worker knows the data layer and the core, never the screens.',
        },
      ],
      [
        { name: 'react', message: 'The service worker renders no UI.' },
        { name: 'react-dom', message: 'The service worker renders no UI.' },
      ],
    ),
  },
  {
    files: ['server/**', 'functions/**', 'scripts/**', 'bench/**', 'test/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plain JavaScript config files have no type information to lint with.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
