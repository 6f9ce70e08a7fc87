// The frame every route renders in: top bar (brand, sync status, menu button), the slide-out
// menu, the route itself (lazy, behind a boundary), the footer, the install banner and the
// service-worker notices (in the flow under the bar, so they never cover the page). The data layer arrives through DataBridge once the route has painted.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { SideMenu } from '../components/SideMenu';
import type { MenuAuth } from '../components/SideMenu';
import { Footer } from '../components/Footer';
import { InstallBanner } from '../components/InstallBanner';
import { SyncBadge } from '../components/SyncBadge';
import { SyncIssues } from '../components/SyncIssues';
import { UpdatePrompt } from '../components/UpdatePrompt';
import { Logo, MenuIcon } from '../components/art/Icons';
import { QuietBoundary } from './QuietBoundary';
import { RouteBoundary } from './RouteBoundary';
import { INITIAL_SHELL } from './shellData';
import { useIdle } from './useIdle';
// Light on purpose (workbox-window loads lazily inside): the shell shows the worker's notices itself.
import { registerServiceWorker, useServiceWorker } from '../pwa/serviceWorker';
import type { ShellData } from './shellData';

const DataBridge = lazy(() => import('./DataBridge'));

const INTRO_DATA_DELAY_MS = 4000;

function registerWorker() {
  registerServiceWorker().catch((err: unknown) =>
    console.warn('Service worker not registered:', err),
  );
}

function menuAuth({ auth }: ShellData): MenuAuth {
  if (auth.status === 'loading') return { status: 'loading' };
  if (auth.status === 'signed-out' || !auth.user) return { status: 'signedOut' };
  const name = [auth.profile?.first_name, auth.profile?.last_name].filter(Boolean).join(' ');
  return { status: 'signedIn', name: name || auth.user.email || 'Your Watchlist' };
}

export function Layout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [shell, setShell] = useState<ShellData>(INITIAL_SHELL);
  const [bridge, setBridge] = useState(false);
  const [swDismissed, setSwDismissed] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Whenever the menu closes (Escape, its close button, the scrim, or one of its links, which also
  // changes the route), focus moves to the menu button in the top bar. SideMenu's cleanup has
  // lifted `inert` from the page by the time this effect runs, so the button can take focus.
  const menuWasOpen = useRef(false);
  useEffect(() => {
    if (menuOpen) menuWasOpen.current = true;
    else if (menuWasOpen.current) {
      menuWasOpen.current = false;
      menuButton.current?.focus();
    }
  }, [menuOpen]);
  const sw = useServiceWorker();
  const idle = useIdle();

  // The data layer (supabase-js, Dexie: most of the app's JavaScript) never competes with the
  // first paint. On the intro, which shows no data, it waits for the visitor's first gesture, the
  // next route, or 4 s (the intro's own pace: its Continue hint); elsewhere it starts once the
  // page has loaded and the main thread is idle. Routes that need data import it themselves.
  // The service worker is registered at load either way.
  const onIntro = location.pathname === '/';
  useEffect(() => {
    if (bridge) return;
    let idle = 0;
    let later = 0;
    const go = () => setBridge(true);
    const gestures = ['pointerdown', 'keydown', 'touchstart'] as const;
    const afterLoad = () => {
      const task = onIntro ? registerWorker : go;
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(task, { timeout: 3000 })
        : window.setTimeout(task, 200);
      if (onIntro) later = window.setTimeout(go, INTRO_DATA_DELAY_MS);
    };
    if (onIntro)
      for (const g of gestures) window.addEventListener(g, go, { once: true, passive: true });
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      for (const g of gestures) window.removeEventListener(g, go);
      window.removeEventListener('load', afterLoad);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else clearTimeout(idle);
      clearTimeout(later);
    };
  }, [bridge, onIntro]);

  // A new route starts scrolled to the top. Focus is not moved here: after a menu link it is on the
  // menu button (above); after a link in the page it is wherever the browser leaves it once that
  // link is gone (usually the body). The skip link is the way to <main>.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <Link to="/" className="brand" aria-label="Mise, home">
          <Logo />
          <span aria-hidden="true">Mise</span>
        </Link>
        <div className="topbar-end">
          <SyncBadge
            state={shell.sync.state}
            pending={shell.sync.pending}
            signedIn={shell.auth.status === 'signed-in'}
            onRetry={() => void shell.syncNow()}
          />
          <button
            type="button"
            className="icon-btn"
            ref={menuButton}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon width={24} height={24} />
          </button>
        </div>
      </header>
      {idle && !swDismissed && (
        <UpdatePrompt
          offlineReady={sw.offlineReady}
          needRefresh={sw.updateAvailable}
          onUpdate={sw.applyUpdate}
          onClose={() => setSwDismissed(true)}
        />
      )}
      <SyncIssues
        issues={shell.sync.failed}
        onRetry={(id) => void shell.retry(id)}
        onDiscard={(id) => void shell.discard(id)}
      />
      {(idle || menuOpen) && (
        <SideMenu
          open={menuOpen}
          onClose={closeMenu}
          auth={menuAuth(shell)}
          onSignOut={() => void shell.signOut()}
          variant={location.pathname === '/donate' ? 'donate' : 'default'}
        />
      )}
      <main id="main" tabIndex={-1}>
        <RouteBoundary resetKey={location.pathname}>
          <Suspense fallback={<p className="page loading">Loading...</p>}>
            <Outlet />
          </Suspense>
        </RouteBoundary>
      </main>
      {idle && <InstallBanner />}
      <Footer />
      {bridge && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <DataBridge onChange={setShell} />
          </Suspense>
        </QuietBoundary>
      )}
    </div>
  );
}
