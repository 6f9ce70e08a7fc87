// The screens' one door to the data layer (src/data): its API re-exported, plus the small hooks
// the screens need on top of it (palettes for the colour page). Route chunks import this; the
// app shell does not (see DataBridge), so the first route stays light.
import { useEffect, useState } from 'react';
import { loadPalettes } from '../data';
import type { FilmPalette } from '../data';

export * from '../data';

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
