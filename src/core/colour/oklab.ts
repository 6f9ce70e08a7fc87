// sRGB ↔ OKLab (Björn Ottosson, https://bottosson.github.io/posts/oklab/), the space the palette
// extractor clusters in: distances there follow what a viewer sees, so k-means finds the colours a
// person would name. Own maths so the core needs no colour library (checked against culori in
// test/unit/core/colour/oklab.test.ts).

export type Oklab = [number, number, number];

/** sRGB byte (0–255) to linear light, as a lookup table: the extractor converts every pixel. */
const LINEAR = new Float64Array(256);
for (let i = 0; i < 256; i++) {
  const v = i / 255;
  LINEAR[i] = v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}

/** sRGB bytes to OKLab, written into `out` at `at` (no allocation in the extractor's loop). */
export function rgbBytesToOklab(
  r: number,
  g: number,
  b: number,
  out: Float64Array | number[],
  at = 0,
): void {
  const lr = LINEAR[r]!;
  const lg = LINEAR[g]!;
  const lb = LINEAR[b]!;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  out[at] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out[at + 1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out[at + 2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
}

export function rgbToOklab(r: number, g: number, b: number): Oklab {
  const out: Oklab = [0, 0, 0];
  rgbBytesToOklab(r, g, b, out);
  return out;
}

const encode = (c: number): number => {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
  return Math.max(0, Math.min(255, Math.round(v * 255)));
};

/** OKLab to sRGB bytes, clamped into the gamut. */
export function oklabToRgb(lab: readonly [number, number, number]): [number, number, number] {
  const [L, a, b] = lab;
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    encode(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** OKLab to "#RRGGBB". */
export function oklabToHex(lab: readonly [number, number, number]): string {
  const [r, g, b] = oklabToRgb(lab);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0').toUpperCase()}`;
}
