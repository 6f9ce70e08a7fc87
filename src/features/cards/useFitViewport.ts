// Sizes an element to end at the bottom of the viewport (scrolled to the top), whatever sits above
// it: the deck's card shrinks so that it and the Like and Pass buttons are on one screen at every
// size (docs/product.md#route-cards). Measured, not guessed, so a taller top bar cannot push the
// buttons off screen.
import { useLayoutEffect, useRef } from 'react';

export function useFitViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const height = window.visualViewport?.height ?? window.innerHeight;
      el.style.setProperty('--fit-height', `${Math.max(0, Math.floor(height - top))}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    window.visualViewport?.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      window.visualViewport?.removeEventListener('resize', fit);
    };
  });
  return ref;
}
