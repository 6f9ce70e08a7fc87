// Hex colours to CIELAB (D65), the space CIEDE2000 is defined in. Own maths (checked against culori
// in the unit tests) so the hot loops of the search engine allocate nothing and need no library.

export type Lab = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** "#abc", "#AABBCC" or "AABBCC" to "#AABBCC"; null when it is not a hex colour. */
export function normalizeHex(input: string): string | null {
  const m = HEX.exec(input.trim());
  if (!m) return null;
  let h = m[1]!.toUpperCase();
  if (h.length === 3) h = h[0]! + h[0]! + h[1]! + h[1]! + h[2]! + h[2]!;
  return `#${h}`;
}

function linear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}

// D65 reference white, as CIE 15 and culori use it.
const XN = 0.95047;
const YN = 1.0;
const ZN = 1.08883;
const E = 216 / 24389;
const K = 24389 / 27;

function f(t: number): number {
  return t > E ? Math.cbrt(t) : (K * t + 16) / 116;
}

/** sRGB bytes to CIELAB. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = linear(r);
  const lg = linear(g);
  const lb = linear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / XN;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / YN;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / ZN;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** A hex colour to CIELAB, or null when it does not parse. */
export function hexToLab(hex: string): Lab | null {
  const n = normalizeHex(hex);
  if (!n) return null;
  const v = parseInt(n.slice(1), 16);
  return rgbToLab((v >> 16) & 255, (v >> 8) & 255, v & 255);
}

/** CIELAB back to a "#RRGGBB" (clamped into sRGB), for test noise and synthetic palettes. */
export function labToHex(lab: Lab): string {
  const [l, a, bb] = lab;
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - bb / 200;
  const inv = (t: number): number => (t * t * t > E ? t * t * t : (116 * t - 16) / K);
  const x = inv(fx) * XN;
  const y = inv(fy) * YN;
  const z = inv(fz) * ZN;
  const lr = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const lg = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const lb = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  const enc = (c: number): number => {
    const v = c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
    return Math.max(0, Math.min(255, Math.round(v * 255)));
  };
  const n = (enc(lr) << 16) | (enc(lg) << 8) | enc(lb);
  return `#${n.toString(16).padStart(6, '0').toUpperCase()}`;
}
