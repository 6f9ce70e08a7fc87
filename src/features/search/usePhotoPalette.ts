// The photo panel's state: reading a photo into swatches in the photo worker, dropping swatches
// before the search, and the message when a photo cannot be read. A newer photo replaces the one
// being read (its reading is aborted). Nothing about the photo is kept once the page is left, and
// a reading still under way then is aborted: the worker ends before or during its decoding.
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const reading = useRef<AbortController | null>(null);

  useEffect(
    () => () => reading.current?.abort(new DOMException('The page was left', 'AbortError')),
    [],
  );

  const read = useCallback(async (file: File) => {
    const ticket = ++latest.current;
    reading.current?.abort(new DOMException('A newer photo', 'AbortError'));
    const controller = (reading.current = new AbortController());
    setState({ status: 'reading', name: file.name });
    try {
      const answer = await paletteFromPhoto(file, controller.signal);
      if (ticket !== latest.current) return;
      setState(
        answer.ok
          ? { status: 'ready', name: file.name, swatches: answer.swatches, ms: answer.ms }
          : { status: 'error', message: PHOTO_MSG[answer.problem] },
      );
    } catch (err) {
      if (ticket !== latest.current || controller.signal.aborted) return;
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
