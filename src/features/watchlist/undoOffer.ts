// How long an Undo is offered after a like, a pass or a remove (docs/product.md#timers).
export const UNDO_MS = 6000;
