// What a Blood Bowl figure shows (pure, no Pixi): its look, the key that tells when to draw it
// again, and the ink its glyph and number take on the shirt's colour.

/** A team's shirt: the figure's fill and its ring. */
export interface FigureColours {
  primary: number;
  secondary: number;
}

export interface FigureLook {
  colours: FigureColours;
  status: 'standing' | 'prone' | 'stunned';
  acted: boolean;
  glyph: string;
  number: number;
}

/** White or near-black, whichever contrasts more with `colour` (WCAG relative luminance). */
export function inkOn(colour: number): number {
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((colour >> 16) & 0xff) + 0.7152 * lin((colour >> 8) & 0xff) + 0.0722 * lin(colour & 0xff);
  // Contrast with white (1.05 / (l + 0.05)) against contrast with black ((l + 0.05) / 0.05).
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? 0xffffff : 0x111111;
}

/** A key that changes exactly when the drawing would. */
export const lookKey = (f: FigureLook): string => `${f.colours.primary}|${f.colours.secondary}|${f.status}|${f.acted ? 1 : 0}|${f.glyph}|${f.number}`;
