// The layers are enforced, not promised: each boundary of docs/architecture.md is fed a violation
// and the compiler or the linter, with the project's own configuration, must refuse it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Type errors of `code` compiled as if it were `file`, under the tsconfig `config`. */
function typeErrors(config: string, file: string, code: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const probe = path.join(root, file);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (f) => f === probe || ts.sys.fileExists(f);
  host.readFile = (f) => (f === probe ? code : readFile(f));
  host.getSourceFile = (f, lang, ...rest) =>
    f === probe ? ts.createSourceFile(f, code, lang) : getSourceFile(f, lang, ...rest);
  const program = ts.createProgram([probe], parsed.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the compiler keeps each context to its platform', () => {
  it('src/core knows no DOM', () => {
    const errors = typeErrors(
      'tsconfig.core.json',
      'src/core/probe.ts',
      'export const t = document.title;\n',
    );
    expect(errors.join('\n')).toMatch(/Cannot find name 'document'/);
  });

  it('src/core knows no Node', () => {
    const errors = typeErrors(
      'tsconfig.core.json',
      'src/core/probe.ts',
      'export const e = process.env;\n',
    );
    expect(errors.join('\n')).toMatch(/Cannot find name 'process'/);
  });

  it('the server and functions know no DOM', () => {
    const errors = typeErrors(
      'tsconfig.node.json',
      'functions/probe.ts',
      'export const w = window.location.href;\n',
    );
    expect(errors.join('\n')).toMatch(/Cannot find name 'window'/);
  });

  it('a clean probe compiles (the harness itself is sound)', () => {
    expect(
      typeErrors('tsconfig.core.json', 'src/core/probe.ts', 'export const n: number = 1;\n'),
    ).toEqual([]);
  });
});

describe('the linter keeps each layer to the layers below it', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  /** Rule ids reported for `code` linted as the existing file `file` (so type information works). */
  async function rules(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.map((m) => m.ruleId ?? m.message);
  }

  const cases: Array<[string, string, string]> = [
    [
      'core imports the data layer',
      'src/core/slug.ts',
      "import { db } from '../data/db';\nexport const x = db;\n",
    ],
    [
      'core imports React',
      'src/core/slug.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    ],
    [
      'core imports Node',
      'src/core/slug.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    ],
    [
      'data imports a route (upward)',
      'src/data/meta.ts',
      "import Cards from '../routes/Cards';\nexport const x = Cards;\n",
    ],
    [
      'a component reaches behind the data door',
      'src/components/Footer.tsx',
      "import { db } from '../data/db';\nexport const x = db;\n",
    ],
    [
      'a route imports Dexie',
      'src/routes/About.tsx',
      "import { Dexie } from 'dexie';\nexport const x = Dexie;\n",
    ],
    [
      'a component imports a route',
      'src/components/Footer.tsx',
      "import Cards from '../routes/Cards';\nexport const x = Cards;\n",
    ],
    [
      'a route imports the shell',
      'src/routes/About.tsx',
      "import { App } from '../shell/App';\nexport const x = App;\n",
    ],
    [
      'a feature imports a component',
      'src/features/cards/cardFilm.ts',
      "import { FilmCard } from '../../components/FilmCard';\nexport const x = FilmCard;\n",
    ],
    [
      'a worker imports the data layer',
      'src/workers/search.worker.ts',
      "import { db } from '../data/db';\nexport const x = db;\n",
    ],
  ];

  // Outside the page (issue 27): functions, the local host and the service worker.
  const outside: Array<[string, string, string]> = [
    [
      'a function imports the local host',
      'functions/search.ts',
      "import { verifyJwt } from '../server/keys';\nexport const x = verifyJwt;\n",
    ],
    [
      'a function helper imports the data layer',
      'functions/_lib/oneLine.ts',
      "import { db } from '../../src/data/db';\nexport const x = db;\n",
    ],
    [
      'a function imports a test helper',
      'functions/search.ts',
      "import { startTestBackend } from '../test/support/backend';\nexport const x = startTestBackend;\n",
    ],
    [
      'a function imports Dexie',
      'functions/search.ts',
      "import { Dexie } from 'dexie';\nexport const x = Dexie;\n",
    ],
    [
      'the local host imports a function module',
      'server/caller.ts',
      "import handler from '../functions/search';\nexport const x = handler;\n",
    ],
    [
      'the local host imports a feature of the page',
      'server/caller.ts',
      "import { cardFilm } from '../src/features/cards/cardFilm';\nexport const x = cardFilm;\n",
    ],
    [
      'the local host imports a test helper',
      'server/auth/sessions.ts',
      "import { startTestBackend } from '../../test/support/backend';\nexport const x = startTestBackend;\n",
    ],
    [
      'the service worker imports the local host',
      'sw/backgroundSync.ts',
      "import { verifyJwt } from '../server/keys';\nexport const x = verifyJwt;\n",
    ],
    [
      'the service worker imports a function helper',
      'sw/backgroundSync.ts',
      "import { sendMail } from '../functions/_lib/mailer';\nexport const x = sendMail;\n",
    ],
    [
      'the service worker imports a component',
      'sw/backgroundSync.ts',
      "import { FilmCard } from '../src/components/FilmCard';\nexport const x = FilmCard;\n",
    ],
  ];

  it.each(outside)('refuses: %s', async (_name, file, code) => {
    expect(await rules(file, code)).toContain('no-restricted-imports');
  });

  it('lets functions and the host share functions/_lib and the core, and the worker the data layer', async () => {
    expect(
      await rules(
        'functions/search.ts',
        "import { oneLine } from './_lib/oneLine';\nimport type { FilmRecord } from '../src/core/search/index';\nexport const x: FilmRecord | null = null;\nexport const y = oneLine;\n",
      ),
    ).toEqual([]);
    expect(
      await rules(
        'server/caller.ts',
        "import { sendMail } from '../functions/_lib/mailer';\nexport const x = sendMail;\n",
      ),
    ).toEqual([]);
    expect(
      await rules(
        'sw/backgroundSync.ts',
        "import { SYNC_TAG } from '../src/data/sync/syncTag';\nexport const x = SYNC_TAG;\n",
      ),
    ).toEqual([]);
  });

  it.each(cases)('refuses: %s', async (_name, file, code) => {
    expect(await rules(file, code)).toContain('no-restricted-imports');
  });

  it('lets a screen use the data door and a component use a feature', async () => {
    expect(
      await rules(
        'src/components/Footer.tsx',
        "import { useAuth } from '../data';\nimport type { CardFilm } from '../features/cards/cardFilm';\nexport const x: CardFilm | null = null;\nexport const y = useAuth;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a floating promise (type-aware)', async () => {
    const code =
      'async function save(): Promise<void> {}\nexport function go(): void {\n  save();\n}\n';
    expect(await rules('src/core/slug.ts', code)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
  });
});
