// Archive palettes for the colour page's dice (films with 5+ colours, first 5), loaded once per
// page; a failed load is forgotten so a later visit (back online) can succeed.
import { useEffect, useState } from 'react';
import type { FilmPalette } from '../types';
import { loadPalettes } from './loadPalettes';

export interface PalettesState {
  status: 'loading' | 'ready' | 'error';
  palettes: FilmPalette[];
}

let cache: Promise<FilmPalette[]> | null = null;

/** Archive palettes (films with 5+ colours, first 5), loaded once per page. */
export function usePalettes(): PalettesState {
  const [state, setState] = useState<PalettesState>({ status: 'loading', palettes: [] });
  useEffect(() => {
    let live = true;
    cache ??= loadPalettes().catch((e: unknown) => {
      cache = null; // a later visit may succeed (back online)
      throw e;
    });
    cache.then(
      (palettes) => live && setState({ status: 'ready', palettes }),
      () => live && setState({ status: 'error', palettes: [] }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
