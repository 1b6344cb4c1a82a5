/**
 * Rülerball's e2e story (issue 20, "Proof"): a seed and a decision list for a hot-seat match in
 * which, in order of the spec's checks, the cannon fires, a catcher fields the ball, a catcher hands
 * it off, a skater steals it in an assault, a figure is penalised, the new holders activate the
 * ball after their lap, score, and the track is reset. `npx tsx scripts/find-story.ts --game
 * rulerball` searches for it (e2e/story/rulerball-story.json); `--check` replays the file and says
 * whether each moment still happens where it says (a unit test runs the same check, so a rules or
 * numbers change that breaks the story fails fast, telling to run the finder again).
 *
 * Every decision is a legal one from the engine's door. Both sides are played by the computer
 * coach, with the story's own choices where it wants a moment sooner: the carrying catcher hands
 * off when he can, a skater assaults the carrier once the hand-off is made, the first risky act
 * the referees may notice is taken, the shot is always taken, and after the steal the team without
 * the ball holds instead of assaulting (so the new holders can make their lap).
 */
import type { StoryTool } from '../../game/tools';
import { mulberry32 } from '../../random/mulberry32';
import { rulerball } from '.';
import { rulerballCoach } from './coach';
import { carrier } from './engine/board';
import { question } from './engine/engine';
import type { Decision, GameEvent, MatchSetup, MatchState, Seat } from './engine/types';
import { STOCK_TEAMS } from './teams/stock';
import { GOAL_SECTOR, mouthOf } from './track/places';
import { LOOP, posOf, ringOf } from './track/track';
import { rosterOfTeam } from './teams/teamFile';
import { formatStoryFile } from '../../game/story-file';

export const STORY_MOMENTS = ['cannon', 'field', 'hand-off', 'steal', 'penalty', 'activated', 'goal', 'reset'] as const;
export type StoryMoment = (typeof STORY_MOMENTS)[number];

export interface RulerballStory {
  seed: number;
  /** Stock team ids (`stock-N`, the New match form's teams), home then away. */
  teams: [string, string];
  /**
   * For each moment, how many decisions have been made when it has happened: 0 for the opening
   * (before the first decision), n for the n-th decision's events.
   */
  at: Record<StoryMoment, number>;
  decisions: Decision[];
}

export const STORY_FILE = 'e2e/story/rulerball-story.json';
export const STORY_AGAIN = 'run `npx tsx scripts/find-story.ts --game rulerball` to find the story again';

export function storySetup(story: Pick<RulerballStory, 'seed' | 'teams'>): MatchSetup {
  const roster = (id: string) => {
    const i = Number(/^stock-(\d+)$/.exec(id)?.[1] ?? NaN);
    const t = STOCK_TEAMS[i];
    if (!t) throw new Error(`unknown stock team "${id}"`);
    return rosterOfTeam(id, t);
  };
  return { teams: [roster(story.teams[0]), roster(story.teams[1])], seed: story.seed };
}

/** The story's moments among one step's events (`goalSeen`: a goal came before, so a reset counts). */
export function momentsIn(events: readonly GameEvent[], goalSeen: boolean): StoryMoment[] {
  const out: StoryMoment[] = [];
  let goal = goalSeen;
  for (const e of events) {
    if (e.type === 'cannon') out.push('cannon');
    else if (e.type === 'field' && e.ok) out.push('field');
    else if (e.type === 'hand-off' && e.ok) out.push('hand-off');
    else if (e.type === 'steal') out.push('steal');
    else if (e.type === 'penalty') out.push('penalty');
    else if (e.type === 'activated') out.push('activated');
    else if (e.type === 'goal') {
      out.push('goal');
      goal = true;
    } else if (e.type === 'reset' && goal) out.push('reset');
  }
  return out;
}

interface Found {
  decisions: Decision[];
  at: Partial<Record<StoryMoment, number>>;
}

const isMove = (d: Decision): d is Extract<Decision, { kind: 'move' }> => d.kind === 'move';
const isAssault = (d: Decision): d is Extract<Decision, { kind: 'assault' }> => d.kind === 'assault';

/** Squares between two cells, the king's way round the ring. */
function apart(a: number, b: number): number {
  const dp = Math.abs(posOf(a) - posOf(b)) % LOOP;
  return Math.max(Math.abs(ringOf(a) - ringOf(b)), Math.min(dp, LOOP - dp));
}

/** The move (of `moves`) ending nearest to any of `cells`, or null. */
function nearest(moves: readonly Decision[], cells: readonly number[]): Decision | null {
  let best: Decision | null = null;
  let bestGap = Infinity;
  for (const d of moves) {
    if (!isMove(d)) continue;
    const gap = Math.min(...cells.map((c) => apart(d.to, c)));
    if (gap < bestGap) [best, bestGap] = [d, gap];
  }
  return best;
}

/** The story's choice now: its own where it wants a moment, else the coach's. */
function choose(s: MatchState, at: Partial<Record<StoryMoment, number>>, holders: Seat | null, level: 'easy' | 'normal', seed: number): Decision {
  const q = question(s);
  if (!q) throw new Error('nothing to decide');
  const ds = q.decisions;
  const me = s.figures[q.figure];
  const held = carrier(s);
  if (at['hand-off'] === undefined) {
    const handOff = ds.find((d) => isMove(d) && d.handOff !== undefined);
    if (handOff) return handOff;
  }
  if (at['hand-off'] !== undefined && at.steal === undefined && held && me?.kind === 'skater') {
    const steal = ds.filter((d) => isAssault(d) && d.target === held.id && !d.withBall);
    if (steal.length > 0) return steal[0] as Decision;
  }
  // Before the steal: the carrier and the other side's skaters seek each other.
  if (at['hand-off'] !== undefined && at.steal === undefined && held && me && q.prompt === 'move') {
    if (me.id === held.id) {
      const skaters = s.figures.filter((f) => f.seat !== held.seat && f.kind === 'skater' && f.state === 'standing' && f.cell !== null).map((f) => f.cell as number);
      const d = skaters.length > 0 ? nearest(ds, skaters) : null;
      if (d) return d;
    } else if (me.seat !== held.seat && me.kind === 'skater' && held.cell !== null) {
      const d = nearest(ds, [held.cell]);
      if (d) return d;
    }
  }
  // After the steal, until the lap is made: a team-mate biker tows the carrier when he can, as far as he can.
  if (holders !== null && at.activated === undefined && held && me && me.id !== held.id && me.seat === held.seat && q.prompt === 'move') {
    const tow = ds.filter((d) => isMove(d) && d.tow === held.id).sort((a, b) => (b as { speed: number }).speed - (a as { speed: number }).speed)[0];
    if (tow) return tow;
  }
  // After the steal, until the lap is made: the carrier goes as far as he can (towed when he can be).
  if (holders !== null && at.activated === undefined && held && me?.id === held.id && q.prompt === 'move') {
    const far = ds.filter(isMove).sort((a, b) => (b.tow !== undefined ? 10 : b.speed) - (a.tow !== undefined ? 10 : a.speed))[0];
    if (far) return far;
  }
  // Once activated: the carrier heads for the mouth of the goal his team scores in.
  if (at.activated !== undefined && at.goal === undefined && held && me?.id === held.id && q.prompt === 'move') {
    const d = nearest(ds, mouthOf(GOAL_SECTOR[held.seat]));
    if (d) return d;
  }
  if (at.penalty === undefined && at.goal === undefined && held?.id !== me?.id) {
    const risky = ds.find((d) => !(isAssault(d) && d.withBall) && (rulerball.preview(s, d)?.rolls ?? []).some((r) => r.kind === 'notice'));
    if (risky) return risky;
  }
  if (q.prompt === 'shoot') {
    const shot = ds.find((d) => d.kind === 'shoot' && d.interfere === undefined);
    if (shot) return shot;
  }
  // After the steal the other team lets the new holders make their lap: no assaults.
  if (holders !== null && q.decider !== holders && q.prompt === 'assault') {
    const hold = ds.find((d) => d.kind === 'hold');
    if (hold) return hold;
  }
  return rulerballCoach.choose(s, level, seed >>> 0);
}

/** A story being searched: the state after its decisions, the moments so far, the team that stole. */
interface Run {
  s: MatchState;
  at: Partial<Record<StoryMoment, number>>;
  holders: Seat | null;
  decisions: Decision[];
}

/** The moments the search reaches one after another (the penalty and the cannon come on the way). */
const STAGES: readonly StoryMoment[] = ['field', 'hand-off', 'steal', 'activated', 'reset'];
/** Decisions one stage may take at most (a lap is about 6 turns of 20-odd decisions). */
const STAGE_MAX = 250;

function opened(setup: MatchSetup): Run {
  const o = rulerball.open!(setup);
  const at: Partial<Record<StoryMoment, number>> = {};
  for (const m of momentsIn(o.events, false)) at[m] ??= 0;
  return { s: o.state, at, holders: null, decisions: [] };
}

/**
 * One try from `from`: plays on until `target` has happened (the run then) or `cap` decisions are
 * made or the match ends (null). `tryNo` varies the coach's choices (Normal first, then Easy).
 */
function extend(from: Run, target: StoryMoment, seed: number, tryNo: number, cap: number): Run | null {
  const run: Run = { s: from.s, at: { ...from.at }, holders: from.holders, decisions: [...from.decisions] };
  const random = mulberry32(seed * 7919 + tryNo);
  const level = tryNo === 0 ? 'normal' : 'easy';
  while (run.at[target] === undefined) {
    if (run.decisions.length >= cap || !question(run.s)) return null;
    const d = choose(run.s, run.at, run.holders, level, Math.floor(random() * 2 ** 31));
    const r = rulerball.apply(run.s, d);
    if (!r.ok) throw new Error(`the story chose an illegal decision: ${r.error.message}`);
    run.decisions.push(d);
    const hadSteal = run.at.steal !== undefined;
    for (const m of momentsIn(r.events, run.at.goal !== undefined)) run.at[m] ??= run.decisions.length;
    run.s = r.state;
    if (!hadSteal && run.at.steal !== undefined) run.holders = carrier(run.s)?.seat ?? null;
  }
  return run;
}

/** The shortest story of one seed found stage by stage (each stage's shortest of `tries`), or null. */
function storyOfSeed(seed: number, tries: number, cap: number): Found | null {
  let run: Run | null = opened(storySetup({ seed, teams: ['stock-0', 'stock-1'] }));
  for (const target of STAGES) {
    let best: Run | null = null;
    for (let k = 0; k < tries; k++) {
      const limit = Math.min(cap, best ? best.decisions.length - 1 : run.decisions.length + STAGE_MAX);
      best = extend(run, target, seed * 1000 + STAGES.indexOf(target), k, limit) ?? best;
    }
    if (!best) return null;
    run = best;
  }
  return STORY_MOMENTS.every((m) => run.at[m] !== undefined) && run.at.reset === run.decisions.length ? { decisions: run.decisions, at: run.at } : null;
}

function findStory(opts: { seeds: number; tries: number; max: number; log: (line: string) => void }): { text: string; summary: string } | null {
  let best: { seed: number; found: Found } | null = null;
  for (let seed = 1; seed <= opts.seeds; seed++) {
    const found = storyOfSeed(seed, opts.tries, best ? best.found.decisions.length - 1 : opts.max);
    if (found) {
      best = { seed, found };
      opts.log(`seed ${seed}: ${found.decisions.length} decisions ${JSON.stringify(found.at)}`);
    } else opts.log(`seed ${seed}: none shorter`);
  }
  if (!best) return null;
  const story: RulerballStory = { seed: best.seed, teams: ['stock-0', 'stock-1'], at: best.found.at as Record<StoryMoment, number>, decisions: best.found.decisions };
  return { text: formatStoryFile(story), summary: `seed ${best.seed}, ${story.decisions.length} decisions` };
}

/** Replays a story: the events after each decision count (0: the opening), or the refusal in words. */
export function replayStory(story: RulerballStory): { ok: true; events: GameEvent[][]; states: MatchState[] } | { ok: false; message: string } {
  const setup = storySetup(story);
  const opening = rulerball.open!(setup);
  let s = opening.state;
  const events: GameEvent[][] = [[...opening.events]];
  const states: MatchState[] = [s];
  for (const [i, d] of story.decisions.entries()) {
    const r = rulerball.apply(s, d);
    if (!r.ok) return { ok: false, message: `decision ${i + 1} (${rulerball.decisionKey(d)}) is refused now: ${r.error.message}` };
    s = r.state;
    events.push([...r.events]);
    states.push(s);
  }
  return { ok: true, events, states };
}

/** Whether each moment of the story still happens where it says, in words. */
export function checkStory(text: string): { ok: boolean; message: string } {
  const story = JSON.parse(text) as RulerballStory;
  const replayed = replayStory(story);
  if (!replayed.ok) return { ok: false, message: `Rülerball story BROKEN: ${replayed.message}; ${STORY_AGAIN}` };
  const wrong: string[] = [];
  let goalSeen = false;
  const first: Partial<Record<StoryMoment, number>> = {};
  replayed.events.forEach((evs, n) => {
    for (const m of momentsIn(evs, goalSeen)) first[m] ??= n;
    if (evs.some((e) => e.type === 'goal')) goalSeen = true;
  });
  for (const m of STORY_MOMENTS) if (first[m] !== story.at[m]) wrong.push(`${m} at ${first[m] ?? 'never'}, the file says ${story.at[m]}`);
  if (story.at.reset !== story.decisions.length) wrong.push(`the story should end with the reset (decision ${story.decisions.length})`);
  return wrong.length === 0
    ? { ok: true, message: `Rülerball story ok: seed ${story.seed}, ${story.decisions.length} decisions, ${STORY_MOMENTS.map((m) => `${m} ${story.at[m]}`).join(', ')}` }
    : { ok: false, message: `Rülerball story BROKEN: ${wrong.join('; ')}; ${STORY_AGAIN}` };
}

export const rulerballStory: StoryTool = { find: findStory, check: checkStory };
