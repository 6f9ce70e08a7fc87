// The /test session log: one block per test with a correct/incorrect mark for the search type,
// a 1-5 relevancy radio group per film, notes and the time.
import type { TestEntry } from '../features/testDashboard/testSession';

interface Props {
  entries: TestEntry[];
  onChange: (next: TestEntry[]) => void;
}

const SCALE = [1, 2, 3, 4, 5] as const;

export function TestSessionTable({ entries, onChange }: Props) {
  const patch = (id: string, f: (e: TestEntry) => TestEntry) =>
    onChange(entries.map((e) => (e.id === id ? f(e) : e)));

  return (
    <section className="test-session" aria-labelledby="session-h">
      <h2 id="session-h">Session</h2>
      {entries.length === 0 && <p className="muted">No tests yet in this session.</p>}
      {entries.map((entry, n) => (
        <article key={entry.id} className="test-panel" aria-label={`Test ${n + 1}: ${entry.query}`}>
          <header className="row test-entry-head">
            <strong>“{entry.query}”</strong>
            <time dateTime={entry.timestamp}>{new Date(entry.timestamp).toLocaleTimeString()}</time>
          </header>
          <fieldset className="row">
            <legend>Search type “{entry.searchType}” is</legend>
            {(
              [
                [true, '✓ Correct'],
                [false, '✗ Incorrect'],
              ] as const
            ).map(([value, label]) => (
              <label key={label} className="radio">
                <input
                  type="radio"
                  name={`type-${entry.id}`}
                  checked={entry.searchTypeCorrect === value}
                  onChange={() => patch(entry.id, (e) => ({ ...e, searchTypeCorrect: value }))}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div
            className="table-wrap"
            tabIndex={0}
            role="region"
            aria-label={`Films of test ${n + 1}`}
          >
            <table className="test-table">
              <thead>
                <tr>
                  <th scope="col">Film</th>
                  <th scope="col">Relevancy (1-5)</th>
                </tr>
              </thead>
              <tbody>
                {entry.films.map((film) => (
                  <tr key={film.id}>
                    <td>
                      {film.title} ({film.year ?? 'Unknown Year'})
                    </td>
                    <td>
                      <div
                        className="row"
                        role="radiogroup"
                        aria-label={`Relevancy of ${film.title}`}
                      >
                        {SCALE.map((v) => (
                          <label key={v} className="radio">
                            <input
                              type="radio"
                              name={`rel-${entry.id}-${film.id}`}
                              checked={film.relevancyScore === v}
                              onChange={() =>
                                patch(entry.id, (e) => ({
                                  ...e,
                                  films: e.films.map((f) =>
                                    f.id === film.id ? { ...f, relevancyScore: v } : f,
                                  ),
                                }))
                              }
                            />
                            {v}
                          </label>
                        ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="field">
            <label htmlFor={`notes-${entry.id}`}>Notes</label>
            <input
              id={`notes-${entry.id}`}
              className="input"
              value={entry.notes}
              onChange={(ev) => patch(entry.id, (e) => ({ ...e, notes: ev.target.value }))}
            />
          </div>
        </article>
      ))}
    </section>
  );
}
