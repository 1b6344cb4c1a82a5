// The Blood Bowl e2e story's choices, computed in Node on the engine (the spec then makes each one
// by the UI). Quick set-up for every set-up (as the screen's button does); Normal's coach for
// everything else, except where the story wants something to happen sooner: the ball carrier
// passes forward when his team still may, else runs at the end zone; re-rolls are declined (a
// failed roll stands) and a blitzer always follows up.
import { bloodbowl } from '../src/shared/games/bloodbowl';
import { bloodbowlCoach } from '../src/shared/games/bloodbowl/coach';
import type { Decision, GameEvent, MatchSetup, MatchState, TeamIndex } from '../src/shared/games/bloodbowl/engine/types';
import { passDistance, scoringEndZoneX, xOf } from '../src/shared/games/bloodbowl/pitch/pitch';
import { STOCK_ROSTERS } from '../src/shared/games/bloodbowl/teams/stock';
import { onPitch, quickPlacement } from '../src/renderer/match/bloodbowlSetup';
import { thinkSeed } from '../src/renderer/match/computer';

/** Actions a team takes in a turn before the story ends it. */
const MOVES_A_TURN = 1;

/** The New match form's default teams (its first two stock rosters). */
export function storySetup(seed: number): MatchSetup {
  const races = Object.keys(STOCK_ROSTERS) as (keyof typeof STOCK_ROSTERS)[];
  return { teams: [STOCK_ROSTERS[races[0]!], STOCK_ROSTERS[races[1]!]], seed };
}

/** How much nearer the opponents' end zone `square` is than `from`, for `team`. */
const ahead = (team: TeamIndex, from: number, square: number): number => Math.abs(xOf(from) - scoringEndZoneX(team)) - Math.abs(xOf(square) - scoringEndZoneX(team));

/** The decision the story takes now; null for a set-up placement the quick set-up makes. */
export function storyChoice(s: MatchState, n: number, seed: number): Decision {
  const q = bloodbowl.legal(s);
  const decisions = q.decisions;
  if (q.prompt === 'setup') {
    const team: TeamIndex = q.decider === 'home' ? 0 : 1;
    const place = onPitch(s, team) < 11 ? quickPlacement(s, team, decisions) : null;
    return place ?? decisions.find((d) => d.kind === 'setup-done') ?? decisions[0]!;
  }
  const carrier = s.ball.at === 'carried' ? s.players[s.ball.player] : undefined;
  const acting = s.acting;
  const top = s.stack[s.stack.length - 1];
  if (q.prompt === 'reroll') return decisions.find((d) => d.kind === 'reroll' && d.use === 'none') ?? decisions[0]!;
  if (q.prompt === 'follow-up') return decisions.find((d) => d.kind === 'follow-up' && d.follow) ?? decisions[0]!;
  if (carrier && carrier.square !== null && acting === carrier.team) {
    const from = carrier.square;
    const team = carrier.team;
    // A teammate standing well ahead of the carrier, within a long pass.
    const receiver = s.players
      .filter((p) => p.team === team && p.id !== carrier.id && p.where === 'pitch' && p.square !== null && p.status === 'standing' && ahead(team, from, p.square) >= 3 && passDistance(from, p.square) <= 10)
      .sort((a, b) => ahead(team, from, b.square!) - ahead(team, from, a.square!))[0];
    if (q.prompt === 'action') {
      const pass = !s.used.pass && receiver ? decisions.find((d) => d.kind === 'action' && d.player === carrier.id && d.action === 'pass') : undefined;
      const run = decisions.find((d) => d.kind === 'action' && d.player === carrier.id && d.action === 'move');
      if (pass ?? run) return (pass ?? run)!;
    }
    if (q.prompt === 'step' && top?.kind === 'activation' && top.player === carrier.id) {
      const throwTo = receiver ? decisions.find((d) => d.kind === 'pass' && d.square === receiver.square) : undefined;
      if (throwTo) return throwTo;
      const forward = decisions.filter((d): d is Extract<Decision, { kind: 'step' }> => d.kind === 'step' && ahead(team, from, d.square) > 0).sort((a, b) => ahead(team, from, b.square) - ahead(team, from, a.square));
      if (forward[0]) return forward[0];
      return decisions.find((d) => d.kind === 'end-action') ?? decisions[0]!;
    }
  }
  // A short turn: after one action the team ends its turn (the story needs few moves per turn).
  if (q.prompt === 'action' && acting !== null && s.players.filter((p) => p.team === acting && p.acted).length >= MOVES_A_TURN) {
    const end = decisions.find((d) => d.kind === 'end-turn');
    if (end) return end;
  }
  return bloodbowlCoach.choose(s, 'normal', thinkSeed(seed, n));
}

export interface StoryStep {
  decision: Decision;
  events: GameEvent[];
  prompt: string;
}

/** The whole story from a seed: its decisions up to and with the first kick after a touchdown (or `limit`). */
export function playStory(seed: number, limit = 2000): { steps: StoryStep[]; marks: Record<string, number> } {
  let s = bloodbowl.createMatch(storySetup(seed));
  const steps: StoryStep[] = [];
  const marks: Record<string, number> = {};
  let blitzer = -1;
  let pushed = false;
  let passed = false;
  let dodgeFail = -1;
  let touchdown = false;
  for (let n = 0; n < limit && !marks.kickAfterTouchdown; n++) {
    const q = bloodbowl.legal(s);
    if (!q.decider) break;
    const d = storyChoice(s, n, seed);
    const r = bloodbowl.apply(s, d);
    if (!r.ok) throw new Error(`story decision ${n} refused: ${r.error.message}`);
    steps.push({ decision: d, events: [...r.events], prompt: q.prompt });
    s = r.state;
    for (const e of r.events) {
      if (e.type === 'action') [blitzer, pushed, passed] = [e.action === 'blitz' ? e.player : -1, false, false];
      if (e.type === 'kick') marks[touchdown ? 'kickAfterTouchdown' : 'kick'] ??= n;
      if (e.type === 'push' && blitzer >= 0) pushed = true;
      if (e.type === 'follow-up' && e.player === blitzer && pushed) marks.blitz ??= n;
      if (e.type === 'pass' && e.outcome === 'accurate') passed = true;
      if (e.type === 'catch' && e.ok && passed) marks.passCatch ??= n;
      if (e.type === 'test' && e.test === 'dodge') dodgeFail = e.ok ? -1 : e.player;
      if (e.type === 'knocked-down' && e.player !== dodgeFail) dodgeFail = -1;
      if (e.type === 'turnover' && dodgeFail >= 0) marks.dodgeTurnover ??= n;
      if (e.type === 'touchdown') [touchdown, marks.touchdown] = [true, marks.touchdown ?? n];
    }
  }
  return { steps, marks };
}

/**
 * The marks the e2e story needs. Should the engine or the coach change, loop playStory over seeds
 * for one whose marks have all of these in the fewest steps, and put it in e2e/bloodbowl.spec.ts.
 */
export const WANTED = ['kick', 'blitz', 'dodgeTurnover', 'passCatch', 'touchdown', 'kickAfterTouchdown'] as const;
