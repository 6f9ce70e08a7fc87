// The slide-out side menu of every page (spec section 2): fixed entries, an auth-dependent middle
// entry, then About and Support. The donate page passes variant "donate" for its own copy.
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

export function SideMenu({ open, onClose, auth, onSignOut, variant = 'default' }: Props) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = panel.current?.querySelector<HTMLElement>('button, a');
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const link = (to: string, label: string) => (
    <li key={to + label}>
      <NavLink to={to} onClick={onClose} className="menu-link">
        {label}
      </NavLink>
    </li>
  );

  return (
    <div className={`menu-root${open ? ' is-open' : ''}`} hidden={!open}>
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
