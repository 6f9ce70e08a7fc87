// Writes the server refused stay visible until the user decides: each with the film, what it
// was, the reason, and Retry / Discard (never dropped silently).
import './SyncIssues.css';

export interface SyncIssue {
  id: string;
  kind: 'like' | 'remove' | 'watched' | 'merge' | 'request';
  movie_id: string;
  movie_title: string | null;
  error: string;
}

const KIND: Record<SyncIssue['kind'], string> = {
  like: 'Like',
  remove: 'Removal',
  watched: 'Watched change',
  merge: 'Merge',
  request: 'Film request',
};

interface Props {
  issues: SyncIssue[];
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

export function SyncIssues({ issues, onRetry, onDiscard }: Props) {
  if (issues.length === 0) return null;
  const n = issues.length;
  return (
    <details className="sync-issues" role="alert">
      <summary>
        {n === 1 ? '1 change could not be saved' : `${n} changes could not be saved`}
      </summary>
      <ul>
        {issues.map((i) => {
          const film = i.movie_title ?? i.movie_id;
          return (
            <li key={i.id}>
              <span>
                <strong>{KIND[i.kind]}</strong> · {film}
                <span className="sync-issue-reason"> ({i.error})</span>
              </span>
              <span className="row">
                <button type="button" className="btn btn-small" onClick={() => onRetry(i.id)}>
                  Retry<span className="visually-hidden"> {film}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-ghost"
                  onClick={() => onDiscard(i.id)}
                >
                  Discard<span className="visually-hidden"> {film}</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
