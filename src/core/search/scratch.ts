// Reusable per-engine work arrays, one film long. A query at 100k films would otherwise allocate
// several megabytes of typed arrays and spend more time in garbage collection than in ranking.
// Safe because an engine answers one query at a time (a function instance or one worker).
export class Scratch {
  private readonly floats = new Map<string, Float64Array>();
  private readonly ints = new Map<string, Int32Array>();
  private readonly bytes = new Map<string, Uint8Array>();

  constructor(private readonly n: number) {}

  /** A zero-filled Float64Array named `name` (the same buffer every time). */
  f64(name: string): Float64Array {
    let a = this.floats.get(name);
    if (!a) this.floats.set(name, (a = new Float64Array(this.n)));
    else a.fill(0);
    return a;
  }

  /**
   * A Float64Array named `name`, NOT cleared: for a caller that writes every entry it reads before
   * reading it (clearing 100k films' worth per query is not free).
   */
  f64Uncleared(name: string): Float64Array {
    let a = this.floats.get(name);
    if (!a) this.floats.set(name, (a = new Float64Array(this.n)));
    return a;
  }

  /**
   * A Uint8Array named `name`, NOT cleared between uses: zero when first made, and its user must
   * leave it zero again (for marks set and unset within one query).
   */
  u8(name: string): Uint8Array {
    let a = this.bytes.get(name);
    if (!a) this.bytes.set(name, (a = new Uint8Array(this.n)));
    return a;
  }

  /** An Int32Array named `name` filled with `value`. */
  i32(name: string, value = 0): Int32Array {
    let a = this.ints.get(name);
    if (!a) this.ints.set(name, (a = new Int32Array(this.n)));
    a.fill(value);
    return a;
  }
}
