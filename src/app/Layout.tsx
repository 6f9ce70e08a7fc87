// The frame every route renders in: top bar (brand, sync status, menu button), the slide-out
// menu, the route itself (lazy, behind a boundary), the footer, the install banner and the
// service-worker notices. The data layer arrives through DataBridge once the route has painted.
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { SideMenu } from '../components/SideMenu';
import type { MenuAuth } from '../components/SideMenu';
import { Footer } from '../components/Footer';
import { InstallBanner } from '../components/InstallBanner';
import { SyncBadge } from '../components/SyncBadge';
import { UpdatePrompt } from '../components/UpdatePrompt';
import { Logo, MenuIcon } from '../components/art/Icons';
import { QuietBoundary } from './QuietBoundary';
import { RouteBoundary } from './RouteBoundary';
import { INITIAL_SHELL } from './shellData';
import type { ShellData } from './shellData';

const DataBridge = lazy(() => import('./DataBridge'));

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
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Load the data layer once the page has loaded and the main thread is idle, so it never
  // competes with the first route (routes that need data import it themselves, sooner).
  useEffect(() => {
    let idle = 0;
    const start = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setBridge(true), { timeout: 3000 })
        : window.setTimeout(() => setBridge(true), 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, []);
  // A new route starts at the top with focus on the page (screen readers announce it).
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
          <SyncBadge state={shell.sync.state} pending={shell.sync.pending} />
          <button
            type="button"
            className="icon-btn"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon width={24} height={24} />
          </button>
        </div>
      </header>
      <SideMenu
        open={menuOpen}
        onClose={closeMenu}
        auth={menuAuth(shell)}
        onSignOut={() => void shell.signOut()}
        variant={location.pathname === '/donate' ? 'donate' : 'default'}
      />
      <main id="main" tabIndex={-1}>
        <RouteBoundary resetKey={location.pathname}>
          <Suspense fallback={<p className="page loading">Loading...</p>}>
            <Outlet />
          </Suspense>
        </RouteBoundary>
      </main>
      <Footer />
      <InstallBanner />
      {!swDismissed && (
        <UpdatePrompt
          offlineReady={shell.sw.offlineReady}
          needRefresh={shell.sw.updateAvailable}
          onUpdate={shell.sw.applyUpdate}
          onClose={() => setSwDismissed(true)}
        />
      )}
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
