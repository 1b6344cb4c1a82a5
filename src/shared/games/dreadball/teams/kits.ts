// Whether two teams' kits look alike on the pitch, and what a kit's colours are called, so New
// match can warn "Both kits are blue and white". Pure maths on `#rrggbb` colours.
import { parseHex, seenDistance } from './colour';

export interface Kit {
  readonly primary: string;
  readonly secondary: string;
}

/**
 * Below this CIE76 distance, colour against colour, two kits read as one at a glance. Higher than
 * the builder's MIN_COLOUR_DISTANCE (25, two colours of one kit): a kit is two colours, and two
 * kits whose colours are each only a little apart still blur together across the pitch.
 */
export const MIN_KIT_DISTANCE = 30;

/**
 * How far apart two kits are: colours paired straight (primary with primary) or swapped (one
 * team's primary with the other's secondary), whichever pairing is nearer; in each pairing the
 * further pair counts, since one colour that differs is enough to tell the kits apart. Each
 * distance is the smaller of normal sight and deuteranopia.
 */
export function kitDistance(a: Kit, b: Kit): number {
  const [ap, as, bp, bs] = [a.primary, a.secondary, b.primary, b.secondary].map(parseHex);
  const straight = Math.max(seenDistance(ap, bp), seenDistance(as, bs));
  const swapped = Math.max(seenDistance(ap, bs), seenDistance(as, bp));
  return Math.min(straight, swapped);
}

export function kitsTooAlike(a: Kit, b: Kit): boolean {
  return kitDistance(a, b) < MIN_KIT_DISTANCE;
}

export const COLOUR_NAMES = ['black', 'white', 'grey', 'red', 'orange', 'yellow', 'brown', 'green', 'teal', 'blue', 'purple', 'pink'] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

/** A basic colour word for a colour, from its hue, saturation and lightness (HSL). */
export function colourName(hex: string): ColourName {
  const { r, g, b } = parseHex(hex);
  const [rf, gf, bf] = [r / 255, g / 255, b / 255];
  const max = Math.max(rf, gf, bf);
  const min = Math.min(rf, gf, bf);
  const light = (max + min) / 2;
  const chroma = max - min;
  const sat = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * light - 1));
  if (light < 0.12) return 'black';
  if (light > 0.9) return 'white';
  if (sat < 0.15 || chroma < 0.08) return light < 0.3 ? 'black' : light > 0.8 ? 'white' : 'grey';
  const sector = max === rf ? ((gf - bf) / chroma + 6) % 6 : max === gf ? (bf - rf) / chroma + 2 : (rf - gf) / chroma + 4;
  const hue = sector * 60;
  if (hue < 15 || hue >= 335) return light > 0.7 ? 'pink' : 'red';
  if (hue < 45) return light < 0.35 ? 'brown' : 'orange';
  if (hue < 70) return light < 0.3 ? 'brown' : 'yellow';
  if (hue < 160) return 'green';
  if (hue < 195) return 'teal';
  if (hue < 255) return 'blue';
  if (hue < 290) return 'purple';
  return 'pink';
}
