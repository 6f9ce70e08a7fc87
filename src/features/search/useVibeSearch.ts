// The vibe search behind /vibes and /surprise: one request at a time, the empty-result message of
// the calling page, the connection message on failure, and /cards with the results on success.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from './searchErrors';
import { isCancelled, useSearchSignal } from './useSearchSignal';
import { SearchError, searchVibe } from '../../data';
import type { CardsState } from '../cards/cardsState';
import { refineToSend } from './refineChoices';
import type { Refine } from './refineChoices';

export function useVibeSearch(type: 'vibe' | 'surprise', emptyMessage: string) {
  const navigate = useNavigate();
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nextSignal = useSearchSignal();

  const run = async (vibe: string, refine?: Refine) => {
    if (searching) return;
    setSearching(true);
    setError(null);
    try {
      const response = await searchVibe(vibe, 10, nextSignal(), 0, refineToSend(refine));
      if (!response.success || response.results.length === 0) {
        setError(emptyMessage);
        setSearching(false);
        return;
      }
      const state: CardsState = {
        type,
        vibe,
        results: response.results,
        query_info: response.query_info,
        offline: response.offline,
        ...(refineToSend(refine) ? { refine } : {}),
      };
      void navigate('/cards', { state });
    } catch (err) {
      if (isCancelled(err)) return;
      console.error(err instanceof SearchError ? err.message : err);
      setError(MSG.vibeConnection);
      setSearching(false);
    }
  };

  return { searching, error, setError, run };
}
