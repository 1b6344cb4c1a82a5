// Prompt marks on the pitch: coloured hexes with small labels (reachable hexes with their odds,
// targets, set-up hexes) and a path preview with an arrow head. Drawn when asked, never per frame.
import { Container, Graphics } from 'pixi.js';
import type { HexId } from '../../shared/games/dreadball/pitch';
import { HEX, HEX_X, HEX_Y, hexCorners } from './layout';
import type { HexHighlight } from './model';
import { LabelPool } from './labelPool';
import { floorFont } from './textFloor';
import { COLOURS, FONT } from './theme';

export class HexMarks {
  /** Under the figures: hex fills and the path. */
  readonly highlights = new Graphics();
  readonly path = new Graphics();
  /** Over the figures: the labels. */
  readonly labels = new Container();
  // A label's first line (the chance) is large; the line under it (the rolls it takes) smaller,
  // as the side panel says it too. Neither shows under 11 px (textFloor.ts): on a board too small
  // for the rolls in words at that size, they become pips, one per roll.
  private readonly heads = new LabelPool(this.labels, {
    fontFamily: FONT, fontSize: HEAD_SIZE, fontWeight: '800', fill: 0xffffff, align: 'center', stroke: { color: 0x000000, width: 5 },
  });
  private readonly tails = new LabelPool(this.labels, {
    fontFamily: FONT, fontSize: TAIL_SIZE, fontWeight: '700', fill: 0xffffff, align: 'center', stroke: { color: 0x000000, width: 4 },
  });
  private readonly pips = new Graphics();
  /** The rolls as pips rather than words (the board is small). */
  private pipRolls = false;
  private last: readonly HexHighlight[] = [];

  constructor() {
    this.labels.addChild(this.pips);
  }
  /** The hexes marked now (for tests). */
  shown: readonly HexId[] = [];

  /** Colours a set of hexes, each with an optional small label. Replaces earlier highlights. */
  highlight(items: readonly HexHighlight[]): void {
    this.last = items;
    const g = this.highlights;
    g.clear();
    const pips = this.pips;
    pips.clear();
    this.shown = items.map((it) => it.hex);
    this.heads.begin();
    this.tails.begin();
    for (const it of items) {
      const x = HEX_X[it.hex] ?? 0;
      const y = HEX_Y[it.hex] ?? 0;
      g.poly(hexCorners(x, y, HEX - 2)).fill({ color: it.colour, alpha: it.alpha ?? 0.35 }).stroke({ width: 2, color: it.colour, alpha: 0.95 });
      if (!it.label) continue;
      const [head = '', ...tail] = it.label.split('\n');
      if (tail.length === 0) {
        this.heads.place(head, x, y);
        continue;
      }
      this.heads.place(head, x, y - HEX * 0.2);
      if (this.pipRolls && it.rolls !== undefined && it.rolls > 0) drawPips(pips, it.rolls, x, y + HEX * 0.42);
      else this.tails.place(tail.join('\n'), x, y + HEX * 0.38);
    }
    this.heads.finish();
    this.tails.finish();
  }

  /** A path preview through hex centres (from the first hex), with an arrow head. */
  previewPath(hexes: readonly HexId[] | null, colour: number = COLOURS.select): void {
    const g = this.path;
    g.clear();
    if (!hexes || hexes.length < 2) return;
    const first = hexes[0] ?? 0;
    g.moveTo(HEX_X[first] ?? 0, HEX_Y[first] ?? 0);
    for (let i = 1; i < hexes.length; i++) g.lineTo(HEX_X[hexes[i] ?? 0] ?? 0, HEX_Y[hexes[i] ?? 0] ?? 0);
    g.stroke({ width: 4, color: colour, alpha: 0.9, cap: 'round', join: 'round' });
    for (let i = 1; i < hexes.length - 1; i++) g.circle(HEX_X[hexes[i] ?? 0] ?? 0, HEX_Y[hexes[i] ?? 0] ?? 0, 4);
    g.fill({ color: colour });
    const a = hexes[hexes.length - 2] ?? 0;
    const b = hexes[hexes.length - 1] ?? 0;
    const ang = Math.atan2((HEX_Y[b] ?? 0) - (HEX_Y[a] ?? 0), (HEX_X[b] ?? 0) - (HEX_X[a] ?? 0));
    const bx = HEX_X[b] ?? 0;
    const by = HEX_Y[b] ?? 0;
    g.poly([
      bx + Math.cos(ang) * 8, by + Math.sin(ang) * 8,
      bx + Math.cos(ang + 2.5) * 12, by + Math.sin(ang + 2.5) * 12,
      bx + Math.cos(ang - 2.5) * 12, by + Math.sin(ang - 2.5) * 12,
    ]).fill({ color: colour });
  }

  setResolution(res: number, scale: number): void {
    this.heads.setResolution(res);
    this.tails.setResolution(res);
    this.heads.setFontSize(floorFont(HEAD_SIZE, scale));
    const tail = floorFont(TAIL_SIZE, scale);
    this.tails.setFontSize(tail);
    const pipRolls = tail > TAIL_WORDS_MAX;
    if (pipRolls !== this.pipRolls) {
      this.pipRolls = pipRolls;
      this.highlight(this.last);
    }
  }
}

const HEAD_SIZE = 20;
const TAIL_SIZE = 14;
/** Beyond this size "2 rolls" no longer fits its hex: the rolls are drawn as pips. */
const TAIL_WORDS_MAX = 17;

/** `n` pips in a row centred on (x, y): white with a dark rim, readable on any hex. */
function drawPips(g: Graphics, n: number, x: number, y: number): void {
  const r = 6;
  const gap = 3;
  const shown = Math.min(n, 5);
  const w = shown * 2 * r + (shown - 1) * gap;
  for (let i = 0; i < shown; i++) g.circle(x - w / 2 + r + i * (2 * r + gap), y, r);
  g.fill({ color: 0xffffff }).stroke({ width: 2, color: 0x000000 });
}
