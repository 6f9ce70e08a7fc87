// `/test`: the internal search test dashboard (no access control, not in the menu). Runs the vibe
// search (limit 10) and shows the interpretation, a quality score, the results and a session log
// with type correctness and 1-5 relevancy per film.
import { useState } from 'react';
import { searchVibe } from '../data';
import type { QueryInfo, SearchResult } from '../data';
import { TestSessionTable } from '../components/TestSessionTable';
import { decadeMatches, qualityScore, summarise } from '../features/testDashboard/testSession';
import type { TestEntry } from '../features/testDashboard/testSession';
import { isCancelled, useSearchSignal } from '../features/search/useSearchSignal';
import './TestDashboard.css';

export default function TestDashboard() {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<{
    results: SearchResult[];
    info: QueryInfo | null;
    offline: boolean;
  } | null>(null);
  const nextSignal = useSearchSignal();
  const [entries, setEntries] = useState<TestEntry[]>([]);

  const run = async (e: React.FormEvent) => {
    e.preventDefault();
    const text = query.trim();
    if (!text || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await searchVibe(text, 10, nextSignal());
      const info = answer.query_info ?? null;
      setLast({ results: answer.results, info, offline: answer.offline });
      setEntries((list) => [
        ...list,
        {
          id: crypto.randomUUID(),
          query: text,
          timestamp: new Date().toISOString(),
          searchType: info?.search_type ?? 'unknown',
          searchTypeCorrect: null,
          totalFilms: answer.results.length,
          films: answer.results.map((r) => ({
            id: r.movie_id,
            title: r.movie_title,
            year: r.year,
            depicted_decade: r.depicted_decade,
            similarity_score: r.similarity_score,
            relevancyScore: null,
          })),
          notes: '',
        },
      ]);
    } catch (err) {
      if (isCancelled(err)) return;
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const mentioned = last?.info?.time_filters.mentioned_decades ?? [];
  const score = last ? qualityScore(last.results, last.info?.confidence ?? 0, mentioned) : null;
  const summary = summarise(entries);

  return (
    <div className="page test-page">
      <div className="page-head">
        <p className="eyebrow">Internal</p>
        <h1>Search test dashboard</h1>
      </div>
      <form className="row test-query" onSubmit={(e) => void run(e)}>
        <div className="field">
          <label htmlFor="test-query">Query</label>
          <input
            id="test-query"
            className="input"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button type="submit" className="btn" disabled={busy || !query.trim()}>
          {busy ? 'Testing...' : 'Test Search'}
        </button>
      </form>
      {error && (
        <p className="test-error" role="alert">
          {error}
        </p>
      )}
      {last && score && (
        <div className="test-panels">
          <section className="test-panel" aria-labelledby="interp-h">
            <h2 id="interp-h">Interpretation</h2>
            {last.offline && (
              <p className="offline-tag" role="status">
                Offline results: answered from the archive cached on this device
              </p>
            )}
            <dl>
              <dt>Search type</dt>
              <dd>{last.info?.search_type ?? 'unknown'}</dd>
              <dt>Confidence</dt>
              <dd>{Math.round((last.info?.confidence ?? 0) * 100)}%</dd>
              <dt>Results</dt>
              <dd>{last.results.length}</dd>
              <dt>Aesthetic keywords</dt>
              <dd>{last.info?.aesthetic_keywords.join(', ') || 'None'}</dd>
              <dt>Mentioned decades</dt>
              <dd>{mentioned.join(', ') || 'None'}</dd>
              <dt>Recommended movies</dt>
              <dd>
                {last.info?.search_criteria.recommended_movies
                  .map((m) => `${m.title} (${m.year})`)
                  .join(', ') || 'None'}
              </dd>
            </dl>
          </section>
          <section className="test-panel" aria-labelledby="quality-h">
            <h2 id="quality-h">Quality score</h2>
            <dl>
              <dt>Quantity</dt>
              <dd>{score.quantity}/10</dd>
              <dt>Decade match</dt>
              <dd>{score.decadeMatch}</dd>
              <dt>Confidence</dt>
              <dd>{score.confidence}/10</dd>
              <dt>Success</dt>
              <dd>{score.success}</dd>
            </dl>
            <p className="muted">
              {score.success === 0
                ? 'No results: try fewer or more common words.'
                : score.confidence < 5
                  ? 'Low confidence: the engine understood little of the query.'
                  : 'Looks healthy.'}
            </p>
          </section>
        </div>
      )}
      {last && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Results table">
          <table className="test-table">
            <caption>Results</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Title</th>
                <th scope="col">Year</th>
                <th scope="col">Depicted decade</th>
                <th scope="col">Similarity</th>
                <th scope="col">Aesthetic summary</th>
              </tr>
            </thead>
            <tbody>
              {last.results.map((r, i) => (
                <tr key={r.movie_id}>
                  <td>{i + 1}</td>
                  <td>{r.movie_title}</td>
                  <td>{r.year}</td>
                  <td className={decadeMatches(r.depicted_decade, mentioned) ? 'decade-hit' : ''}>
                    {r.depicted_decade ?? 'Unknown'}
                  </td>
                  <td>{Math.round(r.similarity_score * 100)}%</td>
                  <td>{r.aesthetic_summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TestSessionTable entries={entries} onChange={setEntries} />
      <section className="test-panel" aria-labelledby="summary-h">
        <h2 id="summary-h">Summary statistics</h2>
        <dl>
          <dt>Total tests</dt>
          <dd>{summary.totalTests}</dd>
          <dt>Correct types</dt>
          <dd>{summary.correctTypes}</dd>
          <dt>Average films per search</dt>
          <dd>{summary.averageFilms.toFixed(1)}</dd>
          <dt>Average relevancy</dt>
          <dd>{summary.averageRelevancy === null ? 'N/A' : summary.averageRelevancy.toFixed(2)}</dd>
        </dl>
      </section>
    </div>
  );
}
