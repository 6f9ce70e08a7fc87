// Whether the main pointer is a finger (coarse) or a mouse or trackpad (fine), so the deck's hint
// names the gesture this device has: swipe on touch, the arrow keys with a keyboard and mouse.
import { useEffect, useState } from 'react';

const COARSE = '(pointer: coarse)';

const isCoarse = () => window.matchMedia?.(COARSE).matches ?? false;

export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(isCoarse);
  useEffect(() => {
    const query = window.matchMedia?.(COARSE);
    if (!query) return;
    const onChange = () => setCoarse(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return coarse;
}
