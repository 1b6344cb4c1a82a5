// The static pitch, drawn once with vector Graphics (our own art, no images): hexes, strike
// zones, centre column with logos and start lines, access hexes, the wall, benches, cages and
// the two tracks with their labels. The caller caches the container as a texture.
import { Container, Graphics, Text } from 'pixi.js';
import { DIRECTIONS, type Direction } from '../../shared/hex';
import {
  ACCESS_HEX, CENTRE_COLUMN, LOGO_HEXES, OFF_PITCH, PITCH_HEXES, PITCH_SIZE, STRIKE_ZONES, isCentreColumn,
  neighbourId, wallSides,
} from '../../shared/games/dreadball/pitch';
import {
  AREA_LABEL_SIZE, BENCH_PER_ROW, BENCH_ROWS, FIGURE_RADIUS, HEX, HEX_X, HEX_Y, OFF_PITCH_SCALE, RUSH_CELLS, SCORE_CELLS,
  TRACK_FONT, TRACK_LABEL_SIZE, TRACK_LABELS, WALL_WIDTH, areaLabelPoint, bandAngle, benchArea, benchBand, benchSlot, cageArea, cageBand, edgeEndpoints,
  hexCorners,
} from './layout';
import { COLOURS, FONT } from './theme';

export interface PitchLabels {
  bench: string;
  cageTitle: string;
  rush: string;
  score: string;
  home: string;
  away: string;
}

function label(text: string, x: number, y: number, size: number, fill: number, weight: '400' | '700' = '700'): Text {
  const t = new Text({ text, style: { fontFamily: FONT, fontSize: size, fill, fontWeight: weight, letterSpacing: 1 } });
  t.anchor.set(0.5);
  t.position.set(x, y);
  return t;
}

export function buildPitch(labels: PitchLabels): { root: Container; texts: Text[] } {
  const root = new Container();
  const texts: Text[] = [];
  const g = new Graphics();
  root.addChild(g);

  // Off-pitch areas first (under the wall).
  for (const side of ['home', 'away'] as const) {
    const tint = side === 'home' ? COLOURS.white : COLOURS.red;
    g.poly(benchArea(side)).fill({ color: COLOURS.panel, alpha: 0.9 }).stroke({ width: 2, color: tint, alpha: 0.55 });
    for (const z of [1, 2, 3] as const) {
      g.poly(cageArea(side, z)).fill({ color: 0x120a0c, alpha: 0.9 }).stroke({ width: 2, color: 0x9aa3b2, alpha: 0.6 });
      // Cage bars.
      const q = cageArea(side, z);
      for (let k = 1; k < 6; k++) {
        const f = k / 6;
        g.moveTo((q[0] ?? 0) + ((q[2] ?? 0) - (q[0] ?? 0)) * f, (q[1] ?? 0) + ((q[3] ?? 0) - (q[1] ?? 0)) * f)
          .lineTo((q[6] ?? 0) + ((q[4] ?? 0) - (q[6] ?? 0)) * f, (q[7] ?? 0) + ((q[5] ?? 0) - (q[7] ?? 0)) * f);
      }
      g.stroke({ width: 1, color: 0x9aa3b2, alpha: 0.18 });
      // The zone number, large and faint inside its box.
      const cx = ((q[0] ?? 0) + (q[2] ?? 0) + (q[4] ?? 0) + (q[6] ?? 0)) / 4;
      const cy = ((q[1] ?? 0) + (q[3] ?? 0) + (q[5] ?? 0) + (q[7] ?? 0)) / 4;
      const n = label(String(z), cx, cy, 34, 0x9aa3b2, '700');
      n.alpha = 0.35;
      texts.push(n);
    }
    // Seats on the bench and in the cage.
    for (let i = 0; i < BENCH_ROWS * BENCH_PER_ROW; i++) {
      const p = benchSlot(side, i);
      g.circle(p.x, p.y, FIGURE_RADIUS * OFF_PITCH_SCALE).stroke({ width: 1.2, color: tint, alpha: 0.25 });
    }
    // Titles along the outer edge of their area (they cost no board width that way).
    const bp = areaLabelPoint(benchBand(side), 0.05, 0.75, 2);
    const bt = label(`${side === 'home' ? labels.home : labels.away} ${labels.bench}`, bp.x, bp.y, AREA_LABEL_SIZE, tint);
    bt.rotation = bandAngle(benchBand(side));
    texts.push(bt);
    const cp = areaLabelPoint(cageBand(side), 0.3, 1, 2);
    const ct = label(`${side === 'home' ? labels.home : labels.away} ${labels.cageTitle}`, cp.x, cp.y, AREA_LABEL_SIZE, COLOURS.muted);
    ct.rotation = bandAngle(cageBand(side));
    texts.push(ct);
  }

  // Hexes.
  for (let i = 0; i < PITCH_SIZE; i++) {
    const x = HEX_X[i] ?? 0;
    const y = HEX_Y[i] ?? 0;
    const h = PITCH_HEXES[i];
    const centre = h ? isCentreColumn(h) : false;
    g.poly(hexCorners(x, y, HEX)).fill({ color: centre ? COLOURS.centre : COLOURS.hexFill });
  }
  for (let i = 0; i < PITCH_SIZE; i++) g.poly(hexCorners(HEX_X[i] ?? 0, HEX_Y[i] ?? 0, HEX - 0.5));
  g.stroke({ width: 1.4, color: COLOURS.hexEdge, alpha: 0.55 });

  // Strike zones: rings in the seven hexes round the centre (hexagons at the white end, circles at
  // the red), a solid Strike hex, a marked Bonus hex.
  for (const z of STRIKE_ZONES) {
    const colour = z.scoringSide === 'away' ? COLOURS.white : COLOURS.red;
    for (const id of z.hexes) {
      if (id === z.bonusHex) continue;
      const x = HEX_X[id] ?? 0;
      const y = HEX_Y[id] ?? 0;
      g.poly(hexCorners(x, y, HEX)).fill({ color: colour, alpha: 0.07 });
      // White zones ring in hexagons, red ones in circles: the two ends differ by more than colour.
      for (const s of [0.82, 0.58, 0.34]) {
        if (z.scoringSide === 'away') g.poly(hexCorners(x, y, HEX * s));
        else g.circle(x, y, HEX * s * 0.9);
      }
      g.stroke({ width: 1.6, color: colour, alpha: 0.7 });
      g.poly(hexCorners(x, y, HEX - 1.5)).stroke({ width: 2, color: colour, alpha: 0.95 });
    }
    const sx = HEX_X[z.strikeHex] ?? 0;
    const sy = HEX_Y[z.strikeHex] ?? 0;
    g.poly(hexCorners(sx, sy, HEX - 1)).fill({ color: colour, alpha: 0.95 });
    g.poly(hexCorners(sx, sy, HEX * 0.55)).stroke({ width: 2, color: COLOURS.hexFill, alpha: 0.6 });
    texts.push(label(String(z.points), sx, sy, 18, COLOURS.hexFill));
    const bx = HEX_X[z.bonusHex] ?? 0;
    const by = HEX_Y[z.bonusHex] ?? 0;
    g.poly(hexCorners(bx, by, HEX - 1)).fill({ color: colour, alpha: 0.22 }).stroke({ width: 2.5, color: colour });
    g.poly(hexCorners(bx, by, HEX - 6)).stroke({ width: 1.2, color: colour, alpha: 0.9 });
    star(g, bx, by - 5, 9, 4).fill({ color: colour });
    texts.push(label('+1', bx, by + 12, 11, colour));
  }

  // Centre column: logo marks and the start lines along both edges.
  for (const id of LOGO_HEXES) logoMark(g, HEX_X[id] ?? 0, HEX_Y[id] ?? 0);
  for (const id of CENTRE_COLUMN) {
    for (const d of DIRECTIONS) {
      const n = neighbourId(id, d);
      if (n === OFF_PITCH || CENTRE_COLUMN.includes(n)) continue;
      const [a, b] = edgeEndpoints(HEX_X[id] ?? 0, HEX_Y[id] ?? 0, d, HEX - 1);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y);
    }
  }
  g.stroke({ width: 3, color: COLOURS.startLine, alpha: 0.85, cap: 'round' });

  // Access hexes: a yellow border (the gap in the wall is drawn below).
  for (const id of [ACCESS_HEX.home, ACCESS_HEX.away]) {
    g.poly(hexCorners(HEX_X[id] ?? 0, HEX_Y[id] ?? 0, HEX - 3)).stroke({ width: 3.5, color: COLOURS.access });
  }

  // The wall: a thick band along every outer edge, following the hexes.
  const wallEdges: [number, number, number, number][] = [];
  for (let i = 0; i < PITCH_SIZE; i++) {
    for (const d of wallSides(i)) {
      const [a, b] = edgeEndpoints(HEX_X[i] ?? 0, HEX_Y[i] ?? 0, d as Direction, HEX + WALL_WIDTH / 2);
      wallEdges.push([a.x, a.y, b.x, b.y]);
    }
  }
  for (const [x0, y0, x1, y1] of wallEdges) g.moveTo(x0, y0).lineTo(x1, y1);
  g.stroke({ width: WALL_WIDTH, color: COLOURS.wall, cap: 'round', join: 'round' });
  for (const [x0, y0, x1, y1] of wallEdges) g.moveTo(x0, y0).lineTo(x1, y1);
  g.stroke({ width: 1.5, color: COLOURS.wallEdge, alpha: 0.7, cap: 'round' });
  // Access doors: yellow stripes on the wall beside the access hexes.
  for (const id of [ACCESS_HEX.home, ACCESS_HEX.away]) {
    for (const d of wallSides(id)) {
      const [a, b] = edgeEndpoints(HEX_X[id] ?? 0, HEX_Y[id] ?? 0, d as Direction, HEX + WALL_WIDTH / 2);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y);
    }
  }
  g.stroke({ width: WALL_WIDTH - 2, color: COLOURS.access, alpha: 0.9 });

  // Rush track 1..14 and the score-difference track.
  RUSH_CELLS.forEach((c, i) => {
    g.roundRect(c.x, c.y, c.w, c.h, 5).fill({ color: COLOURS.panel }).stroke({ width: 1.5, color: COLOURS.panelEdge });
    texts.push(label(String(i + 1), c.x + c.w / 2, c.y + c.h / 2, TRACK_FONT, COLOURS.text));
  });
  texts.push(trackLabel(labels.rush, 'rush'));
  SCORE_CELLS.forEach((c, i) => {
    const lead = 7 - i;
    const colour = lead > 0 ? COLOURS.white : lead < 0 ? COLOURS.red : COLOURS.startLine;
    g.roundRect(c.x, c.y, c.w, c.h, 5).fill({ color: COLOURS.panel }).stroke({ width: 1.5, color: colour, alpha: lead === 0 ? 0.9 : 0.35 });
    texts.push(label(lead === 0 ? '0' : String(Math.abs(lead)), c.x + c.w / 2, c.y + c.h / 2, TRACK_FONT, colour));
  });
  texts.push(trackLabel(labels.score, 'score'));

  for (const t of texts) root.addChild(t);
  return { root, texts };
}

function trackLabel(text: string, track: keyof typeof TRACK_LABELS): Text {
  const at = TRACK_LABELS[track];
  const t = label(text, at.x, at.y, TRACK_LABEL_SIZE, COLOURS.muted);
  t.anchor.set(0, at.anchorY);
  return t;
}

/** A five-point star path centred on (x, y). */
export function star(g: Graphics, x: number, y: number, outer: number, inner: number): Graphics {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  return g.poly(pts);
}

/** Our own logo mark: a ring with a rush-line chevron through it. */
function logoMark(g: Graphics, x: number, y: number): void {
  g.circle(x, y, HEX * 0.52).stroke({ width: 2.5, color: COLOURS.logo, alpha: 0.9 });
  const s = HEX * 0.26;
  g.moveTo(x - s * 1.1, y - s).lineTo(x, y).lineTo(x - s * 1.1, y + s);
  g.moveTo(x + s * 0.1, y - s).lineTo(x + s * 1.2, y).lineTo(x + s * 0.1, y + s);
  g.stroke({ width: 3, color: COLOURS.logo, alpha: 0.9, cap: 'round', join: 'round' });
}

