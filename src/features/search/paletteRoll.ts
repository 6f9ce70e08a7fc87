// The palette dice timing (docs/product.md#route-color and #timers): 15 to 24 random flashes at
// growing intervals, then the final random pick 100 ms after the last flash.

export const MIN_FLASHES = 15;
export const MAX_FLASHES = 24;
export const FINAL_PICK_MS = 100;

/** Delays (ms) before each flash, each one longer than the one before. */
export function flashDelays(random: () => number = Math.random): number[] {
  const count = MIN_FLASHES + Math.floor(random() * (MAX_FLASHES - MIN_FLASHES + 1));
  return Array.from({ length: count }, (_, i) => Math.round(40 + i * 9 + i * i * 0.6));
}

export function randomIndex(length: number, random: () => number = Math.random): number {
  return Math.min(length - 1, Math.floor(random() * length));
}
