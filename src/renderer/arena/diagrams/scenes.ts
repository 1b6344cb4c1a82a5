// The rules reference's diagrams as arena scenes: a few figures, the marks the match screen uses
// (lit hexes, threat hatching, a path) and the part of the pitch to show. The geometry is the
// rules' own (threatensId, inFrontArc, zonesForThrower, ballRun), never drawn by hand.
import { inFrontArc } from '../../../shared/hex/arc';
import { distance, type Direction } from '../../../shared/hex/axial';
import { PITCH_SIZE, ballRun, hexId, hexOf, zonesForThrower, type HexId } from '../../../shared/games/dreadball/pitch';
import { threatensId } from '../../../shared/games/dreadball/engine/tables';
import { HEX, HEX_X, HEX_Y, type Rect } from '../layout';
import { type ArenaFigure, type ArenaState, DEFAULT_COLOURS, type HexHighlight, emptyArenaState } from '../model';
import type { ThreatMark } from '../overlays';

export const DIAGRAMS = ['zones', 'threat', 'frontArc', 'bounce'] as const;
export type DiagramKind = (typeof DIAGRAMS)[number];

export interface DiagramScene {
  state: ArenaState;
  highlights: HexHighlight[];
  threats: ThreatMark[];
  path: HexId[] | null;
  /** The part of the board shown, in board units. */
  region: Rect;
}

function figure(id: string, side: 'home' | 'away', role: ArenaFigure['role'], number: number, hex: HexId, facing: Direction, hasBall = false): ArenaFigure {
  return { id, side, role, number, colours: DEFAULT_COLOURS[side], hex, facing, fallen: false, hasBall, actionsUsed: 0, freeAction: false, selected: false };
}

/** The box around some hexes, with `pad` hexes of margin. */
function around(hexes: readonly HexId[], pad = 1.4): Rect {
  const xs = hexes.map((h) => HEX_X[h] ?? 0);
  const ys = hexes.map((h) => HEX_Y[h] ?? 0);
  const m = HEX * pad;
  const x = Math.min(...xs) - m;
  const y = Math.min(...ys) - m;
  return { x, y, w: Math.max(...xs) + m - x, h: Math.max(...ys) + m - y };
}

const GOLD = 0xffd23f;
const CYAN = 0x2de2e6;

export function diagramScene(kind: DiagramKind): DiagramScene {
  const state = emptyArenaState();
  switch (kind) {
    case 'zones': {
      // A home Striker in a red end zone may throw at that zone's Strike hex.
      const at = hexId(6, 0);
      const zone = zonesForThrower('home', at)[0];
      if (!zone) throw new Error('no zone for the diagram');
      state.figures = [figure('s', 'home', 'striker', 7, at, 0, true)];
      state.ball = { kind: 'carried', figureId: 's' };
      return {
        state,
        highlights: [...zone.hexes.map((hex) => ({ hex, colour: GOLD, alpha: 0.06 })), { hex: zone.strikeHex, colour: GOLD, alpha: 0.3 }],
        threats: [],
        path: [at, zone.strikeHex],
        region: around([...zone.hexes, zone.strikeHex]),
      };
    }
    case 'threat':
    case 'frontArc': {
      // A Guard facing east: the front arc is the half ahead of him; he threatens three hexes of it.
      const at = hexId(-3, 1);
      const facing: Direction = 0;
      state.figures = [figure('g', 'away', 'guard', 2, at, facing)];
      const near: HexId[] = [];
      for (let h = 0; h < PITCH_SIZE; h++) if (h !== at && distance(hexOf(h), hexOf(at)) <= 2) near.push(h);
      const threats = near.filter((h) => threatensId(at, facing, h)).map((hex) => ({ hex, count: 1 }));
      const front = kind === 'frontArc' ? near.filter((h) => inFrontArc(hexOf(at), facing, hexOf(h))).map((hex) => ({ hex, colour: CYAN, alpha: 0.28 })) : [];
      return { state, highlights: front, threats: kind === 'threat' ? threats : [], path: null, region: around([at, ...near], 0.9) };
    }
    case 'bounce': {
      // A ball scattering north-east six hexes: the top wall turns it 60°, the bounce counting as a hex.
      const from = hexId(-3, -1);
      const run = ballRun(from, 5, 6);
      const end = run.hexes[run.hexes.length - 1] ?? from;
      state.ball = { kind: 'hex', hex: end };
      return {
        state,
        highlights: run.bounces.map((hex) => ({ hex, colour: GOLD, alpha: 0.45 })),
        threats: [],
        path: [from, ...run.hexes],
        region: around([from, ...run.hexes], 1.2),
      };
    }
  }
}
