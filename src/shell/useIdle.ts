// True once the page has loaded and the main thread has had an idle moment: what the shell needs
// only later (the side menu's markup, the install banner, service-worker notices) waits for it,
// so the first render (and the intro's hydration) does nothing but the visible page.
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 3000;

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let handle = 0;
    const go = () => setIdle(true);
    const afterLoad = () => {
      handle = window.requestIdleCallback
        ? window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(go, 200);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
      else clearTimeout(handle);
    };
  }, []);
  return idle;
}
