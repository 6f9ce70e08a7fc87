// A collapsible watchlist row: the film's palette strip, title and year; expanded, the palette's
// swatches, the summary, synopsis, "Based on" lines, the Letterboxd link (new tab), Watched
// (signed-in only) and Remove. The strip is decoration (hidden from screen readers, which get the
// named swatches in the panel), so the row's button keeps the film's title as its name.
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { moreLikeState } from '../features/cards/cardsState';
import type { WatchlistItem } from '../data';
import { SourceLine } from './SourceLine';
import { Swatches } from './Swatches';

interface Props {
  item: WatchlistItem;
  signedIn: boolean;
  /** A change to this film has not reached the server yet. */
  unsynced?: boolean;
  onRemove: (movieId: string) => void;
  onWatched: (movieId: string, watched: boolean) => Promise<void>;
}

export function WatchlistRow({ item, signedIn, unsynced = false, onRemove, onWatched }: Props) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const panelId = useId();
  // The box shows the click at once; the local table confirms it a moment later.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  useEffect(() => setOptimistic(null), [item.watched]);
  const watched = optimistic ?? item.watched;
  const title = item.movie_title || 'Unknown Title';
  const year = item.year ?? 'Unknown Year';
  const palette = item.hex_codes ?? [];
  return (
    <li className={`wl-row${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="wl-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {palette.length > 0 && (
          <span className="wl-strip" aria-hidden="true" data-testid="wl-strip">
            {palette.map((c, i) => (
              <span key={`${c}-${i}`} style={{ background: c }} />
            ))}
          </span>
        )}
        <span className="wl-title">{title}</span>
        <span className="wl-year">{year}</span>
        {watched && <span className="wl-watched-tag">Watched</span>}
        {unsynced && (
          <span className="wl-unsynced" title="Saved on this device, not yet sent">
            Not synced yet
          </span>
        )}
        <span className="wl-chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div id={panelId} className="wl-panel">
          {palette.length > 0 && (
            <Swatches colors={palette} size="sm" label={`Palette of ${title}`} />
          )}
          {item.aesthetic_summary && <p>{item.aesthetic_summary}</p>}
          {item.synopsis && <p className="muted">{item.synopsis}</p>}
          {item.sources.length > 0 && (
            <ul className="source-list">
              {item.sources.map((s) => (
                <SourceLine
                  key={`${s.source}-${s.source_value}`}
                  source={s.source}
                  value={s.source_value}
                />
              ))}
            </ul>
          )}
          <div className="row wl-actions">
            {item.letterboxd_link && (
              <a
                href={item.letterboxd_link}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-small btn-ghost"
              >
                Letterboxd<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            {signedIn && (
              <label className="wl-check">
                <input
                  type="checkbox"
                  checked={watched}
                  onChange={(e) => {
                    setOptimistic(e.target.checked);
                    onWatched(item.movie_id, e.target.checked).catch(() => setOptimistic(null));
                  }}
                />
                Watched
              </label>
            )}
            <button
              type="button"
              className="btn btn-small btn-ghost wl-more-like"
              onClick={() => navigate('/cards', { state: moreLikeState(item.movie_id, title) })}
            >
              More like this<span className="visually-hidden"> film: {title}</span>
            </button>
            <button
              type="button"
              className="btn btn-small btn-ghost wl-remove"
              onClick={() => onRemove(item.movie_id)}
            >
              Remove<span className="visually-hidden"> {title}</span>
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
