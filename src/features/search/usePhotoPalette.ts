// The photo panel's state: reading a photo into swatches in the photo worker, dropping swatches
// before the search, and the message when a photo cannot be read. A newer photo replaces the one
// being read (its answer is ignored). Nothing about the photo is kept once the page is left.
import { useCallback, useRef, useState } from 'react';
import { paletteFromPhoto, type PhotoSwatch } from '../../data';
import { PHOTO_MSG } from './photoMessages';

export type PhotoState =
  | { status: 'empty' }
  | { status: 'reading'; name: string }
  | { status: 'ready'; name: string; swatches: PhotoSwatch[]; ms: number }
  | { status: 'error'; message: string };

export function usePhotoPalette() {
  const [state, setState] = useState<PhotoState>({ status: 'empty' });
  const latest = useRef(0);

  const read = useCallback(async (file: File) => {
    const ticket = ++latest.current;
    setState({ status: 'reading', name: file.name });
    try {
      const answer = await paletteFromPhoto(file);
      if (ticket !== latest.current) return;
      setState(
        answer.ok
          ? { status: 'ready', name: file.name, swatches: answer.swatches, ms: answer.ms }
          : { status: 'error', message: PHOTO_MSG[answer.problem] },
      );
    } catch (err) {
      if (ticket !== latest.current) return;
      console.error(err);
      setState({ status: 'error', message: PHOTO_MSG.unreadable });
    }
  }, []);

  const drop = useCallback((hex: string) => {
    setState((s) =>
      s.status === 'ready' ? { ...s, swatches: s.swatches.filter((w) => w.hex !== hex) } : s,
    );
  }, []);

  return { state, read, drop };
}
