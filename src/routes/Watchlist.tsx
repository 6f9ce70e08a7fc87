// `/watchlist`: the archive you built. Loading and error states, the anonymous prompt, Group by
// (grouped in a worker by the data layer), collapsible rows, "your aesthetic" strip and a CSV
// export for Letterboxd's importer.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { Swatches } from '../components/Swatches';
import { WatchlistRow } from '../components/WatchlistRow';
import { RemovedRow } from '../components/RemovedRow';
import { useRemovals } from '../features/watchlist/useRemovals';
import { aestheticOf } from '../features/watchlist/aestheticStrip';
import { letterboxdCsv } from '../features/watchlist/letterboxdCsv';
import {
  GROUP_OPTIONS,
  setWatched,
  useAuth,
  useGroupedWatchlist,
  usePendingFilms,
  useSignedOutAccount,
  useWatchlist,
} from '../data';
import type { GroupOption } from '../data';
import './Watchlist.css';
import { ErrorAlert } from '../components/Field';

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'mise-watchlist.csv';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function Watchlist() {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const watchlist = useWatchlist();
  const pendingFilms = usePendingFilms();
  const signedOutOf = useSignedOutAccount();
  const [option, setOption] = useState<GroupOption>('input_type');
  const [actionError, setActionError] = useState<string | null>(null);

  // Signing out while grouped by Watch Status falls back to Input Type (docs/product.md#grouping).
  const effective: GroupOption = !signedIn && option === 'watch_status' ? 'input_type' : option;
  useEffect(() => {
    if (effective !== option) setOption(effective);
  }, [effective, option]);

  // A removed film keeps its place as "Removed … Undo" for a few seconds (docs/product.md#undo):
  // the rows below do not jump up under the thumb, and Undo puts it back where it was.
  const removals = useRemovals(watchlist.items, setActionError);
  const grouped = useGroupedWatchlist(removals.shown, effective);
  // Every kept film's own palette (stored with the item, or from the cached archive), weighted by
  // how often it was matched: not only the palettes another page happened to load.
  const aesthetic = useMemo(
    () =>
      aestheticOf(
        watchlist.items.map((i) => ({ palette: i.hex_codes ?? [], weight: i.like_count })),
      ),
    [watchlist.items],
  );
  const strip = aesthetic.map((c) => c.hex);

  // While a removed row shows its Undo, the list keeps at least its height from before: a tall
  // open row replaced by a short one must not shorten the page under a reader scrolled to its end.
  const groupsRef = useRef<HTMLDivElement>(null);
  const [holdHeight, setHoldHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!removals.active) setHoldHeight(null);
  }, [removals.active]);
  const remove = (id: string) => {
    setActionError(null);
    const height = groupsRef.current?.offsetHeight ?? 0;
    setHoldHeight((h) => Math.max(h ?? 0, height));
    removals.remove(id);
  };
  const watched = async (id: string, value: boolean) => {
    setActionError(null);
    try {
      await setWatched(id, value);
    } catch (e) {
      setActionError(e instanceof Error ? e.message : 'Must be logged in to update watched status');
      throw e;
    }
  };

  const options = GROUP_OPTIONS.filter((o) => signedIn || !o.signedInOnly);
  const items = watchlist.items;

  return (
    <div className="page">
      <div className="page-head">
        <HeaderArt scene="watchlist" />
        <p className="eyebrow">Watchlist</p>
        <h1>Your aesthetic, your archive.</h1>
      </div>

      {auth.status === 'signed-out' && (
        <section className="wl-prompt" aria-label="Save your watchlist">
          {signedOutOf ? (
            <p data-testid="signed-out-note">
              You signed out{signedOutOf.email ? ` of ${signedOutOf.email}` : ''}. Your account’s
              watchlist is safe: sign in again to see it.
              {signedOutOf.waiting > 0 &&
                ` ${signedOutOf.waiting === 1 ? '1 change' : `${signedOutOf.waiting} changes`} made before you signed out will reach it then.`}{' '}
              What you keep meanwhile stays on this device and joins the account when you sign in.
            </p>
          ) : (
            <p>
              Sign in or create an account to save your curated watchlist on every device, mark
              films as watched and unlock more filters.
            </p>
          )}
          <div className="row">
            <Link to="/login" className="btn btn-small">
              Sign In
            </Link>
            <Link to="/create" className="btn btn-small btn-ghost">
              Create An Account
            </Link>
          </div>
        </section>
      )}

      {watchlist.status === 'loading' ? (
        <p className="loading" role="status">
          Loading watchlist...
        </p>
      ) : watchlist.status === 'error' ? (
        <p className="error-text" role="alert">
          Failed to load watchlist
        </p>
      ) : removals.shown.length === 0 ? (
        <p className="wl-empty">
          {auth.status === 'signed-out' && signedOutOf
            ? 'Nothing kept on this device since you signed out.'
            : 'Your watchlist is empty. Start exploring to add some movies!'}
        </p>
      ) : (
        <>
          {strip.length > 0 && (
            <section className="wl-aesthetic" aria-labelledby="aesthetic-h">
              <h2 id="aesthetic-h" className="face-label">
                Your aesthetic
              </h2>
              <div
                className="aesthetic-bar"
                role="img"
                aria-label={`Your aesthetic: ${strip.join(', ')}`}
              >
                {aesthetic.map((c) => (
                  <span key={c.hex} style={{ background: c.hex, flexGrow: c.share }} />
                ))}
              </div>
              <Swatches colors={strip} size="sm" label="Your aesthetic colours" />
            </section>
          )}
          <div className="wl-tools">
            <div className="field wl-group">
              <label htmlFor="group-by">Group by</label>
              <select
                id="group-by"
                className="select"
                value={effective}
                onChange={(e) => setOption(e.target.value as GroupOption)}
              >
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => download(letterboxdCsv(items))}
            >
              Export CSV for Letterboxd
            </button>
          </div>
          <ErrorAlert error={actionError} />
          {/* Busy while the worker regroups, so assistive tech and tests know the list is settling. */}
          <div
            className="wl-groups"
            aria-busy={grouped.status === 'grouping'}
            ref={groupsRef}
            style={holdHeight ? { minHeight: holdHeight } : undefined}
          >
            {grouped.groups.map((g) => (
              <section key={g.key} className="wl-group-block" aria-labelledby={`g-${g.key}`}>
                <h2 id={`g-${g.key}`} className="wl-group-label">
                  {g.label} <span className="wl-count">{g.items.length}</span>
                </h2>
                <ul className="wl-list">
                  {g.items.map((item) =>
                    removals.isRemoved(item.movie_id) ? (
                      <RemovedRow
                        key={`${g.key}-${item.movie_id}`}
                        title={item.movie_title ?? 'Unknown Title'}
                        onUndo={() => removals.undo(item.movie_id)}
                      />
                    ) : (
                      <WatchlistRow
                        key={`${g.key}-${item.movie_id}`}
                        item={item}
                        signedIn={signedIn}
                        unsynced={pendingFilms.has(item.movie_id)}
                        onRemove={remove}
                        onWatched={watched}
                      />
                    ),
                  )}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
