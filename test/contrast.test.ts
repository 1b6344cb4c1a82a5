// Colour contrast computed from the colours the app draws with (the CSS palette and the arena's
// theme), not judged by eye: text at least 4.5:1 on the panels and the page, and what carries
// meaning on the pitch (hex lines, Strike zones, the ball, lit hexes, figures, threat marks) at
// least 3:1 on every hex colour it can sit on (WCAG 2.1, 1.4.3 and 1.4.11).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, type Rgb } from '../src/shared/games/dreadball/teams/colour';
import { teamColours } from '../src/renderer/arena/colours';
import { COLOURS, FIGURE_OUTLINE, THREAT } from '../src/renderer/arena/theme';

const rgb = (n: number): Rgb => ({ r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 });
const blend = (under: Rgb, over: Rgb, alpha: number): Rgb => ({
  r: under.r + (over.r - under.r) * alpha,
  g: under.g + (over.g - under.g) * alpha,
  b: under.b + (over.b - under.b) * alpha,
});
const css = (() => {
  const text = readFileSync(resolve(import.meta.dirname, '../src/renderer/style.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  const vars = new Map<string, Rgb>();
  for (const m of root.matchAll(/--([\w-]+):\s*#([0-9a-f]{6})/gi)) vars.set(m[1]!, rgb(parseInt(m[2]!, 16)));
  return vars;
})();
const v = (name: string): Rgb => {
  const c = css.get(name);
  if (!c) throw new Error(`no --${name} in style.css`);
  return c;
};

describe('contrast of text', () => {
  for (const text of ['text', 'muted', 'accent', 'line', 'home', 'away']) {
    for (const ground of ['panel', 'arena']) {
      it(`--${text} on --${ground} is at least 4.5:1`, () => {
        expect(contrastRatio(v(text), v(ground))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

describe('contrast of what carries meaning on the pitch', () => {
  // A hex is dark, or a Strike zone's white or red (solid on the Strike and points hexes).
  const grounds: [string, Rgb][] = [
    ['a dark hex', rgb(COLOURS.hexFill)],
    ['a white zone hex', rgb(COLOURS.white)],
    ['a red zone hex', rgb(COLOURS.red)],
  ];
  const dark = rgb(COLOURS.hexFill);

  it('hex lines, zones, the ball, the selection and the lit hexes stand out from a dark hex', () => {
    for (const c of [COLOURS.hexEdge, COLOURS.white, COLOURS.red, COLOURS.ball, COLOURS.select, COLOURS.startLine, 0x2de2e6, 0xf59e0b, 0xffd23f]) {
      expect(contrastRatio(rgb(c), dark), c.toString(16)).toBeGreaterThanOrEqual(3);
    }
  });

  it('the ball (its halo or its rim) stands out on every hex colour', () => {
    for (const [name, g] of grounds) {
      const best = Math.max(contrastRatio(rgb(COLOURS.ballHalo), g), contrastRatio(rgb(COLOURS.ballDark), g), contrastRatio(rgb(COLOURS.ball), g));
      expect(best, name).toBeGreaterThanOrEqual(3);
    }
  });

  it('every stock kit, home and alternate, shows its disc, rim or dark outline at 3:1 on every hex colour', () => {
    const races = ['human', 'orx-goblin', 'veer-myn', 'forge-father'];
    for (const a of races) {
      for (const b of races) {
        const kits = teamColours(a, b);
        for (const kit of [kits.home, kits.away]) {
          for (const [name, g] of grounds) {
            const best = Math.max(contrastRatio(rgb(kit.primary), g), contrastRatio(rgb(kit.secondary), g), contrastRatio(rgb(FIGURE_OUTLINE), g));
            expect(best, `${a} v ${b}, ${kit.primary.toString(16)} on ${name}`).toBeGreaterThanOrEqual(3);
          }
        }
      }
    }
  });

  it('the threat stripes and rim read at 3:1 over the threat fill on every hex colour', () => {
    for (const [name, g] of grounds) {
      for (const alpha of [THREAT.one, THREAT.two]) {
        const fill = blend(blend(g, rgb(0), THREAT.ground), rgb(COLOURS.red), alpha);
        expect(contrastRatio(rgb(THREAT.stripe), fill), `${name}, fill ${alpha}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
