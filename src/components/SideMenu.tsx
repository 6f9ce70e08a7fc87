// The slide-out side menu of every page (docs/product.md#side-menu): fixed entries, an
// auth-dependent middle entry, then About and Support. The donate page passes variant "donate" for
// its own copy.
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { CloseIcon } from './art/Icons';
import './SideMenu.css';

export type MenuAuth =
  { status: 'loading' } | { status: 'signedIn'; name: string } | { status: 'signedOut' };

interface Props {
  open: boolean;
  onClose: () => void;
  auth: MenuAuth;
  onSignOut: () => void;
  variant?: 'default' | 'donate';
}

const SEARCH_ENTRIES = [
  ['/match', 'Match By'],
  ['/vibes', 'Describe a Vibe'],
  ['/color', 'Pick a Color'],
  ['/words', 'Choose Keywords'],
  ['/surprise', 'Surprise Me'],
  ['/watchlist', 'Watchlist'],
] as const;

/** Links and buttons of the open panel, in tab order (the trap cycles through these). */
function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
}

export function SideMenu({ open, onClose, auth, onSignOut, variant = 'default' }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = panel.current;
    const menu = root.current;
    if (!open || !nav || !menu) return;
    // A modal menu: everything beside it (top bar, page, footer, banners) leaves the tab order
    // and the accessibility tree until it closes. The cleanup runs before the Layout's effect
    // returns focus to the menu button, so the button is focusable again by then.
    const behind = [...(menu.parentElement?.children ?? [])].filter(
      (el): el is HTMLElement => el !== menu && el instanceof HTMLElement && !el.inert,
    );
    for (const el of behind) el.inert = true;
    focusables(nav)[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(nav);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !nav.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !nav.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      for (const el of behind) el.inert = false;
    };
  }, [open, onClose]);

  const link = (to: string, label: string) => (
    <li key={to + label}>
      <NavLink to={to} onClick={onClose} className="menu-link">
        {label}
      </NavLink>
    </li>
  );

  return (
    <div ref={root} className={`menu-root${open ? ' is-open' : ''}`} hidden={!open}>
      <div className="menu-scrim" onClick={onClose} aria-hidden="true" />
      <nav
        ref={panel}
        className="menu-panel"
        id="side-menu"
        aria-label={variant === 'donate' ? 'Donate page menu' : 'Main menu'}
      >
        <div className="menu-head">
          <span className="menu-title">Mise</span>
          <button type="button" className="icon-btn" onClick={onClose} aria-label="Close menu">
            <CloseIcon width={22} height={22} />
          </button>
        </div>
        <ul className="menu-list">{SEARCH_ENTRIES.map(([to, label]) => link(to, label))}</ul>
        <ul className="menu-list menu-auth">
          {auth.status === 'loading' && <li className="menu-note">Loading...</li>}
          {auth.status === 'signedIn' && (
            <>
              {link('/watchlist', auth.name)}
              <li>
                <button
                  type="button"
                  className="menu-link menu-button"
                  onClick={() => {
                    onSignOut();
                    onClose();
                  }}
                >
                  Sign Out
                </button>
              </li>
            </>
          )}
          {auth.status === 'signedOut' && (
            <>
              {link('/create', 'Create Account')}
              {link('/login', 'Sign In')}
            </>
          )}
        </ul>
        <ul className="menu-list">
          {link('/about', 'About')}
          {link('/support', 'Support')}
          {variant === 'donate' && link('/donate', 'Donate')}
        </ul>
      </nav>
    </div>
  );
}
