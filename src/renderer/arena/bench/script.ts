// A scripted arena sequence (no engine needed): a showcase state and an animation script that
// covers every primitive, including a scatter with a wall bounce. Used by the render bench and e2e.
import { type Direction, axial } from '../../../shared/hex';
import { CENTRE_COLUMN, STRIKE_ZONES, bounceDirection, hexId, idOf, neighbourId } from '../../../shared/games/dreadball/pitch';
import type { ArenaController } from '../ArenaController';
import { teamColours } from '../colours';
import type { ArenaFigure, ArenaRole, ArenaSide, ArenaState, ScatterStep } from '../model';

const colours = teamColours('human', 'orx-goblin');

function fig(id: string, side: ArenaSide, role: ArenaRole, number: number, at: [number, number] | null, facing: Direction, extra: Partial<ArenaFigure> = {}): ArenaFigure {
  return {
    id, side, role, number, colours: colours[side],
    hex: at ? hexId(at[0], at[1]) : null,
    place: at ? undefined : { kind: 'bench' },
    facing, fallen: false, hasBall: false, actionsUsed: 0, freeAction: false, selected: false,
    ...extra,
  };
}

/** Six a side on the pitch, the rest on the benches, one in each cage zone; every marker in use. */
export function showcaseState(): ArenaState {
  return {
    figures: [
      fig('h1', 'home', 'guard', 1, [-5, 1], 0),
      fig('h2', 'home', 'guard', 2, [-1, 0], 0, { actionsUsed: 1 }),
      fig('h3', 'home', 'jack', 3, [-4, -2], 0, { selected: true }),
      fig('h4', 'home', 'jack', 4, [-2, 3], 5, { actionsUsed: 2 }),
      fig('h5', 'home', 'jack', 5, null, 0),
      fig('h6', 'home', 'striker', 6, [-3, 0], 0, { freeAction: true }),
      fig('h7', 'home', 'striker', 7, [-6, -1], 1),
      fig('h8', 'home', 'striker', 8, null, 0, { place: { kind: 'cage', zone: 2 } }),
      fig('a1', 'away', 'guard', 1, [0, 0], 3),
      fig('a2', 'away', 'guard', 2, [4, -2], 3),
      fig('a3', 'away', 'guard', 3, [7, -1], 3, { fallen: true }),
      fig('a4', 'away', 'jack', 4, [3, -3], 2),
      fig('a5', 'away', 'jack', 5, [2, 2], 4),
      fig('a6', 'away', 'jack', 6, [6, -1], 3),
      fig('a7', 'away', 'jack', 7, null, 3),
      fig('a8', 'away', 'jack', 8, null, 3, { place: { kind: 'cage', zone: 1 } }),
    ],
    ball: { kind: 'none' },
    rush: 3,
    firstRushSide: 'home',
    score: { home: 1, away: 0 },
  };
}

/** A scatter from `start` moving in direction d for n steps, bouncing off walls by the rules. */
export function scatterSteps(start: number, d: Direction, n: number): ScatterStep[] {
  const steps: ScatterStep[] = [];
  let at = start;
  let dir = d;
  for (let i = 0; i < n; i++) {
    const next = neighbourId(at, dir);
    if (next === -1) {
      const nd = bounceDirection(at, dir);
      steps.push({ kind: 'bounce', hex: at, direction: dir, newDirection: nd });
      dir = nd;
    } else {
      steps.push({ kind: 'enter', hex: next });
      at = next;
    }
  }
  return steps;
}

const h = (q: number, r: number): number => idOf(axial(q, r));

/** Plays the scripted sequence on an arena already showing showcaseState(). */
export async function playScript(arena: ArenaController): Promise<void> {
  // Launch: in from the top wall along the centre column to L2 (2,-4).
  const launch = CENTRE_COLUMN.slice(0, 2);
  const l2 = launch[launch.length - 1] ?? h(2, -4);
  await arena.ballLaunch(launch);
  // Scatter NW: into the top-wall hex (2,-5), off the wall, away down-left.
  const steps = scatterSteps(l2, 4, 4);
  await arena.ballScatter(steps, l2);
  const rest = steps[steps.length - 1]?.hex ?? l2;
  // Jack 3 walks to the ball and picks it up.
  await arena.walk('h3', [h(-3, -2), h(-2, -2), h(-1, -2)], [0, 0, 0]);
  await arena.dice([{ face: 5, source: 'team' }, { face: 2, source: 'team' }, { face: 6, source: 'coach' }, { face: 4, source: 'extra' }], 4);
  await arena.walk('h3', [rest], [5]);
  await arena.ballCaught('h3');
  // Guard 2 slams away guard 1: clash, push, fall, armour, cage.
  await arena.slamClash('h2', 'a1');
  await arena.dice([{ face: 6, source: 'team' }, { face: 3, source: 'team' }, { face: 5, source: 'team' }, { face: 6, source: 'extra' }, { face: 2, source: 'extra' }], 4);
  await arena.push('a1', h(1, 0));
  await arena.fall('a1');
  await arena.toCage('a1', 2);
  // Throw to striker 6, who runs into the red end zone and strikes for 3.
  const z = STRIKE_ZONES.find((s) => s.name === 'red-end');
  await arena.walk('h6', [h(-3, 1), h(-2, 1), h(-1, 1), h(0, 1)], [1, 0, 0, 0]);
  const h6hex = h(0, 1);
  await arena.ballThrow(rest, h6hex);
  await arena.ballCaught('h6');
  await arena.walk('h6', [h(1, 1), h(2, 1), h(3, 1), h(4, 1), h(5, 0), h(6, 0)], [0, 0, 0, 0, 5, 0]);
  await arena.turn('h6', 0);
  if (z) {
    await arena.dice([{ face: 4, source: 'team' }, { face: 1, source: 'team' }, { face: 3, source: 'team' }], 4);
    await arena.ballThrow(h(6, 0), z.strikeHex);
    await arena.strikeCelebration(4, 'home', z.strikeHex);
  }
  await arena.standUp('a3', 3);
}
