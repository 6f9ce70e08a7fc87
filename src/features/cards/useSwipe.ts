// Pointer swipes (touch and mouse) for the card deck: a horizontal drag past 80 px counts, right
// means like and left dislike; the card then flies 400 px off before the deck advances.
import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

export const SWIPE_THRESHOLD_PX = 80;
export const FLY_OFF_PX = 400;
const FLY_MS = 280;

export type SwipeDirection = 'left' | 'right';

/** Which way a drag of `dx` pixels counts, or null when it stays under the threshold. */
export function swipeDirection(dx: number): SwipeDirection | null {
  if (dx > SWIPE_THRESHOLD_PX) return 'right';
  if (dx < -SWIPE_THRESHOLD_PX) return 'left';
  return null;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function useSwipe(onSwipe: (dir: SwipeDirection) => void, enabled: boolean) {
  const start = useRef<{ x: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);
  const [flying, setFlying] = useState<SwipeDirection | null>(null);
  const busy = useRef(false);

  /** Flies the card off (unless motion is reduced), then reports the swipe. */
  const fly = (dir: SwipeDirection) => {
    if (busy.current) return; // one card leaves at a time
    if (prefersReducedMotion()) {
      setDx(0);
      onSwipe(dir);
      return;
    }
    busy.current = true;
    setFlying(dir);
    setTimeout(() => {
      busy.current = false;
      setFlying(null);
      setDx(0);
      onSwipe(dir);
    }, FLY_MS);
  };

  const handlers = {
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || flying || (e.target as HTMLElement).closest('button, a')) return;
      start.current = { x: e.clientX, id: e.pointerId };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: ReactPointerEvent<HTMLElement>) => {
      if (start.current?.id !== e.pointerId) return;
      setDx(e.clientX - start.current.x);
    },
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => {
      if (start.current?.id !== e.pointerId) return;
      const dir = swipeDirection(e.clientX - start.current.x);
      start.current = null;
      if (dir) fly(dir);
      else setDx(0);
    },
    onPointerCancel: () => {
      start.current = null;
      setDx(0);
    },
  };

  const offset = flying ? (flying === 'right' ? FLY_OFF_PX : -FLY_OFF_PX) : dx;
  const style = {
    transform: `translateX(${offset}px) rotate(${offset / 25}deg)`,
    transition: start.current ? 'none' : `transform ${FLY_MS}ms var(--ease), opacity ${FLY_MS}ms`,
    opacity: flying ? 0 : 1,
  };
  return { handlers, style, fly, dx, flying };
}
