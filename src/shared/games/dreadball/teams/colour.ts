/** Colour checks for team colours: pure maths, so the builder and the main process agree. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function isHexColour(s: string): boolean {
  return HEX.test(s);
}

export function parseHex(s: string): Rgb {
  if (!isHexColour(s)) throw new RangeError(`${s} is not a #rrggbb colour`);
  return { r: parseInt(s.slice(1, 3), 16), g: parseInt(s.slice(3, 5), 16), b: parseInt(s.slice(5, 7), 16) };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

const linear = (v: number): number => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance. */
export function luminance(c: Rgb): number {
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

/** WCAG contrast ratio, 1..21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** CIE L*a*b* (D65), for perceptual differences. */
function lab(c: Rgb): [number, number, number] {
  const r = linear(c.r);
  const g = linear(c.g);
  const b = linear(c.b);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference: about 2.3 is just noticeable; under 20 reads as "the same" at a glance. */
export function colourDistance(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/**
 * How a colour looks with red-green colour blindness (deuteranopia), Machado et al. 2009,
 * severity 1.0, applied in linear RGB.
 */
export function asDeuteranope(c: Rgb): Rgb {
  const r = linear(c.r);
  const g = linear(c.g);
  const b = linear(c.b);
  const back = (v: number) => {
    const s = Math.min(1, Math.max(0, v));
    return 255 * (s <= 0.0031308 ? 12.92 * s : 1.055 * s ** (1 / 2.4) - 0.055);
  };
  return {
    r: back(0.367322 * r + 0.860646 * g - 0.227968 * b),
    g: back(0.280085 * r + 0.672501 * g + 0.047413 * b),
    b: back(-0.01182 * r + 0.04294 * g + 0.968881 * b),
  };
}

/** The pitch colour the arena draws hexes in. */
export const PITCH_COLOUR = '#0b0e14';

/** Thresholds the team builder enforces. */
export const MIN_PITCH_CONTRAST = 3;
export const MIN_COLOUR_DISTANCE = 25;

/** Pairs that stay apart for most viewers, including with red-green colour blindness. */
export const SAFE_PAIRS: readonly [string, string][] = [
  ['#f2f2f2', '#1f6feb'],
  ['#ffb000', '#3d2c8d'],
  ['#e66100', '#5d3a9b'],
  ['#40b0a6', '#e1be6a'],
  ['#dc267f', '#fefefe'],
  ['#648fff', '#fe6100'],
];

/** How far apart two colours look to whoever sees them least apart: normal sight or deuteranopia. */
export function seenDistance(a: Rgb, b: Rgb): number {
  return Math.min(colourDistance(a, b), colourDistance(asDeuteranope(a), asDeuteranope(b)));
}

/** True when two colours differ enough, for normal sight and with deuteranopia. */
export function distinguishable(a: string, b: string): boolean {
  return seenDistance(parseHex(a), parseHex(b)) >= MIN_COLOUR_DISTANCE;
}

/**
 * A colour-blind-safe pair that stands out on the pitch and from the opponent's colours (if
 * given); the first safe pair that qualifies.
 */
export function suggestColours(opponent?: { primary: string; secondary: string }): { primary: string; secondary: string } {
  const pitch = parseHex(PITCH_COLOUR);
  for (const [p, s] of SAFE_PAIRS) {
    if (contrastRatio(parseHex(p), pitch) < MIN_PITCH_CONTRAST) continue;
    if (opponent && (!distinguishable(p, opponent.primary) || !distinguishable(p, opponent.secondary))) continue;
    return { primary: p, secondary: s };
  }
  return { primary: SAFE_PAIRS[0][0], secondary: SAFE_PAIRS[0][1] };
}
