// The post-game sequence (campaign.md, "Post-game"), written as one straight procedure. It is run
// from `start` with the decisions given so far: at the first question with no answer it stops and
// reports the question; with every answer it ends with both teams updated. Re-running from the
// start is what makes it replayable: the same start and decisions give the same dice and events,
// and nothing reaches the league until the run has ended (commit.ts).
import { Dice } from '../../dice/rng';
import { MAX_COACH_DICE, MAX_PLAYERS, COACH_DIE_COST } from '../../games/dreadball/teams/roster';
import { emptyPlayerTally, type PlayerTally } from '../tally';
import { newPlayer } from '../create';
import { available, countOfType, countsAs, onRoster, raceOfTeam, typeOf, upgradeAllowance, veterans } from '../roster';
import {
  AVAILABLE_AFTER_UPDATE,
  type InjuryResult,
  LASTING_INJURIES,
  LEAGUE_ABILITIES,
  type LeaguePlayer,
  type LeagueTeam,
  MAX_UPGRADES,
  REPEATABLE_UPGRADES,
  TEAM_UPGRADES,
  XP_PER_ADVANCE,
} from '../types';
import type { PostGameDecision, PostGameEvent, PostGamePrompt, PostGameQuestion, PostGameStart, PostGameStep, Side, XpReason } from './types';

/** The 2d6 injury table; 6 and 8 are both a fracture. */
export const INJURY_TABLE: Readonly<Record<number, InjuryResult>> = {
  2: 'death',
  3: 'chest',
  4: 'head',
  5: 'leg',
  6: 'fracture',
  7: 'scratch',
  8: 'fracture',
  9: 'arm',
  10: 'back',
  11: 'nerve',
  12: 'pain-is-gain',
};

export type RunOutcome =
  | { status: 'asking'; question: PostGameQuestion; teams: [LeagueTeam, LeagueTeam]; events: PostGameEvent[] }
  | { status: 'done'; teams: [LeagueTeam, LeagueTeam]; events: PostGameEvent[] };

/** A decision that is not among the question's options (or one too many). */
export class IllegalPostGameDecision extends Error {
  override name = 'IllegalPostGameDecision';
}

/** One line per decision, for comparing a decision with the options (and for logs). */
export function postGameDecisionKey(d: PostGameDecision): string {
  const rest = Object.entries(d)
    .filter(([k]) => k !== 'kind')
    .map(([, v]) => String(v));
  return [d.kind, ...rest].join(':');
}

class Pending {
  constructor(readonly question: PostGameQuestion) {}
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

class Run {
  readonly teams: [LeagueTeam, LeagueTeam];
  readonly events: PostGameEvent[] = [];
  private readonly dice: Dice;
  private next = 0;
  step: PostGameStep = 'injuries';

  constructor(
    readonly start: PostGameStart,
    private readonly answers: readonly PostGameDecision[],
  ) {
    this.teams = clone(start.teams);
    this.dice = new Dice(start.dice);
  }

  d6(): number {
    return this.dice.d6();
  }

  emit(e: PostGameEvent): void {
    this.events.push(e);
  }

  ask(side: Side, prompt: PostGamePrompt, options: PostGameDecision[], player?: string): PostGameDecision {
    const question: PostGameQuestion = { step: this.step, side, prompt, options, ...(player === undefined ? {} : { player }) };
    if (this.next >= this.answers.length) throw new Pending(clone(question));
    const answer = this.answers[this.next];
    const key = postGameDecisionKey(answer);
    const chosen = options.find((o) => postGameDecisionKey(o) === key);
    if (!chosen) {
      throw new IllegalPostGameDecision(`decision ${this.next + 1} (${key}) is not one of the options of the ${prompt} question: ${options.map(postGameDecisionKey).join(', ')}`);
    }
    this.next++;
    return chosen;
  }

  finished(): void {
    if (this.next < this.answers.length) throw new IllegalPostGameDecision(`the post-game ended after ${this.next} decisions; ${this.answers.length - this.next} more were given`);
  }

  tallyOf(side: Side, id: string): PlayerTally {
    return this.start.tally.players[side][id] ?? emptyPlayerTally();
  }

  xp(side: Side, p: LeaguePlayer, reason: XpReason, amount: number): void {
    if (amount <= 0) return;
    p.xp += amount;
    this.emit({ type: 'xp', side, player: p.id, reason, amount });
  }
}

const SIDES: readonly Side[] = [0, 1];

/** Runs the sequence as far as the decisions go. Throws IllegalPostGameDecision for a wrong one. */
export function runPostGame(start: PostGameStart, decisions: readonly PostGameDecision[]): RunOutcome {
  const run = new Run(start, decisions);
  try {
    sequence(run);
  } catch (e) {
    if (e instanceof Pending) return { status: 'asking', question: e.question, teams: run.teams, events: run.events };
    throw e;
  }
  run.finished();
  return { status: 'done', teams: run.teams, events: run.events };
}

function sequence(run: Run): void {
  run.step = 'injuries';
  run.emit({ type: 'step', step: 'injuries' });
  for (const side of SIDES) injuries(run, side);
  for (const side of SIDES) keepWithinAllowance(run, side);

  run.step = 'experience';
  run.emit({ type: 'step', step: 'experience' });
  for (const side of SIDES) experience(run, side);

  run.step = 'advances';
  run.emit({ type: 'step', step: 'advances' });
  for (const side of SIDES) advances(run, side);
  for (const side of SIDES) fillAllowance(run, side);

  run.step = 'roster';
  run.emit({ type: 'step', step: 'roster' });
  for (const side of SIDES) rosterUpdate(run, side);
  run.emit({ type: 'done' });
}

// ------------------------------------------------------------------ step 1: injury rolls

function injuries(run: Run, side: Side): void {
  const team = run.teams[side];
  // A player who missed this match has now missed it.
  for (const p of onRoster(team)) {
    if (p.missesNext && !(p.id in run.start.tally.players[side])) {
      p.missesNext = false;
      run.emit({ type: 'back-from-injury', side, player: p.id });
    }
  }
  let rerolls = team.upgrades.filter((u) => u === 'team-healer').length;
  for (const p of onRoster(team)) {
    const t = run.tallyOf(side, p.id);
    if (t.played) p.career.matches++;
    p.career.strikes += t.strikes;
    p.career.points += t.points;
    p.career.injured += t.injured;
    p.career.opponentsInjured += t.opponentsInjured;
    if (t.killed) {
      p.status = 'dead';
      run.emit({ type: 'killed', side, player: p.id });
      continue;
    }
    if (t.injured === 0) continue;
    const roll = run.d6();
    const hurt = roll !== 6 && roll <= t.injured;
    run.emit({ type: 'injury-check', side, player: p.id, times: t.injured, roll, hurt });
    if (!hurt) continue;
    let result = injuryRoll(run, side, p, false);
    if (rerolls > 0) {
      const answer = run.ask(side, 'injury-reroll', [{ kind: 'keep-injury' }, { kind: 'reroll-injury' }], p.id);
      if (answer.kind === 'reroll-injury') {
        rerolls--;
        result = injuryRoll(run, side, p, true);
      }
    }
    applyInjury(run, side, p, result);
  }
}

function injuryRoll(run: Run, side: Side, p: LeaguePlayer, reroll: boolean): InjuryResult {
  const dice: [number, number] = [run.d6(), run.d6()];
  const result = INJURY_TABLE[dice[0] + dice[1]];
  run.emit({ type: 'injury-roll', side, player: p.id, dice, result, reroll });
  return result;
}

/** An injury he already has counts as a fracture. */
export function appliedInjury(p: Pick<LeaguePlayer, 'injuries'>, result: InjuryResult): InjuryResult {
  return (LASTING_INJURIES as readonly string[]).includes(result) && p.injuries.includes(result as (typeof LASTING_INJURIES)[number]) ? 'fracture' : result;
}

function applyInjury(run: Run, side: Side, p: LeaguePlayer, result: InjuryResult): void {
  const applied = appliedInjury(p, result);
  run.emit({ type: 'injured', side, player: p.id, result, applied });
  switch (applied) {
    case 'death':
      p.status = 'dead';
      break;
    case 'fracture':
      p.missesNext = true;
      break;
    case 'scratch':
      break;
    case 'pain-is-gain':
      run.xp(side, p, 'pain-is-gain', 1);
      break;
    default:
      p.injuries.push(applied);
  }
}

// ------------------------------------------------------------------ team upgrades and the allowance

/** After steps 1 and 4: the coach drops upgrades of his choice until within the allowance. */
function keepWithinAllowance(run: Run, side: Side): void {
  const team = run.teams[side];
  const allowance = upgradeAllowance(veterans(team));
  while (team.upgrades.length > allowance) {
    const options = [...new Set(team.upgrades)].map((upgrade) => ({ kind: 'drop-upgrade' as const, upgrade }));
    const answer = run.ask(side, 'drop-upgrade', options);
    if (answer.kind !== 'drop-upgrade') throw new IllegalPostGameDecision('expected an upgrade to drop');
    team.upgrades.splice(team.upgrades.indexOf(answer.upgrade), 1);
    run.emit({ type: 'upgrade-dropped', side, upgrade: answer.upgrade, allowance });
  }
}

/** After step 3: a new team upgrade for each free place (a dropped one may be picked again). */
function fillAllowance(run: Run, side: Side): void {
  const team = run.teams[side];
  const allowance = upgradeAllowance(veterans(team));
  while (team.upgrades.length < allowance) {
    const options = TEAM_UPGRADES.filter((u) => REPEATABLE_UPGRADES.has(u) || !team.upgrades.includes(u)).map((upgrade) => ({ kind: 'team-upgrade' as const, upgrade }));
    const answer = run.ask(side, 'team-upgrade', options);
    if (answer.kind !== 'team-upgrade') throw new IllegalPostGameDecision('expected a team upgrade');
    team.upgrades.push(answer.upgrade);
    run.emit({ type: 'team-upgrade', side, upgrade: answer.upgrade });
  }
}

// ------------------------------------------------------------------ step 2: experience

function experience(run: Run, side: Side): void {
  const team = run.teams[side];
  const eligible = onRoster(team).filter((p) => run.tallyOf(side, p.id).played);
  const won = run.start.tally.winner === side;
  for (const p of eligible) {
    const t = run.tallyOf(side, p.id);
    run.xp(side, p, 'played', 1);
    if (won) run.xp(side, p, 'won', 1);
    run.xp(side, p, 'strike', 2 * t.strikes);
    run.xp(side, p, 'opponent-injured', t.opponentsInjured);
  }
  mvp(run, side, eligible);
  // Necromancer counts when the team held it as the match began (start), whatever step 1 did.
  if (run.start.teams[side].upgrades.includes('necromancer')) {
    for (let death = 0; death < run.start.tally.deaths; death++) {
      const given = new Set<string>();
      for (let xp = 0; xp < 3; xp++) {
        const options = eligible.filter((p) => !given.has(p.id)).map((p) => ({ kind: 'necromancer' as const, player: p.id }));
        if (options.length === 0) break;
        const answer = run.ask(side, 'necromancer', options);
        if (answer.kind !== 'necromancer') throw new IllegalPostGameDecision('expected a player for the Necromancer XP');
        given.add(answer.player);
        run.xp(side, eligible.find((p) => p.id === answer.player)!, 'necromancer', 1);
      }
    }
  }
}

/**
 * One die: on a 6 the coach picks the MVP, otherwise the dice do. A fair pick among n players from
 * six-sided dice: one die for up to 6 players, two (36 outcomes) for more; results past the last
 * whole multiple of n are rolled again, so every player is equally likely and every die is shown.
 */
function mvp(run: Run, side: Side, eligible: LeaguePlayer[]): void {
  if (eligible.length === 0) {
    run.emit({ type: 'no-mvp', side });
    return;
  }
  const roll = run.d6();
  let chosen: LeaguePlayer;
  if (roll === 6) {
    run.emit({ type: 'mvp-roll', side, roll, pick: [] });
    const answer = run.ask(side, 'mvp', eligible.map((p) => ({ kind: 'mvp' as const, player: p.id })));
    if (answer.kind !== 'mvp') throw new IllegalPostGameDecision('expected the MVP');
    chosen = eligible.find((p) => p.id === answer.player)!;
  } else {
    const pick = fairPick(run, eligible.length);
    run.emit({ type: 'mvp-roll', side, roll, pick: pick.dice });
    chosen = eligible[pick.index];
  }
  run.emit({ type: 'mvp', side, player: chosen.id, chosen: roll === 6 });
  chosen.career.mvp++;
  run.xp(side, chosen, 'mvp', 2);
}

function fairPick(run: Run, n: number): { index: number; dice: number[] } {
  const dice: number[] = [];
  const two = n > 6;
  const outcomes = two ? 36 : 6;
  const limit = outcomes - (outcomes % n);
  for (;;) {
    const a = run.d6();
    dice.push(a);
    let v = a - 1;
    if (two) {
      const b = run.d6();
      dice.push(b);
      v = (a - 1) * 6 + (b - 1);
    }
    if (v < limit) return { index: v % n, dice };
  }
}

// ------------------------------------------------------------------ step 3: advances

/** What an advance may be for this player now (campaign.md, step 3). */
export function advanceOptions(team: LeagueTeam, p: LeaguePlayer): PostGameDecision[] {
  const options: PostGameDecision[] = p.injuries.map((injury) => ({ kind: 'heal' as const, injury }));
  if (p.upgrades.length >= MAX_UPGRADES) return options;
  if (p.rank !== 'veteran') {
    options.push({ kind: 'rank-up' });
    return options;
  }
  // A head-injured veteran counts as a rookie: the veteran's upgrades wait until he is healed.
  if (countsAs(p) !== 'veteran') return options;
  if (!p.upgrades.some((u) => u.kind === 'stat')) {
    const stats = typeOf(raceOfTeam(team), p.typeId).stats;
    for (const stat of ['strength', 'skill'] as const) if (stats[stat] - 1 >= 2) options.push({ kind: 'stat', stat });
  }
  for (const ability of LEAGUE_ABILITIES) {
    if (!p.upgrades.some((u) => u.kind === 'ability' && u.ability === ability)) options.push({ kind: 'ability', ability });
  }
  return options;
}

function advances(run: Run, side: Side): void {
  const team = run.teams[side];
  for (const p of onRoster(team)) {
    while (Math.floor(p.xp / XP_PER_ADVANCE) > p.advances) {
      p.advances++;
      const options = advanceOptions(team, p);
      if (options.length === 0) {
        run.emit({ type: 'advance-unused', side, player: p.id });
        continue;
      }
      const answer = run.ask(side, 'advance', options, p.id);
      switch (answer.kind) {
        case 'heal':
          p.injuries.splice(p.injuries.indexOf(answer.injury), 1);
          break;
        case 'rank-up':
          p.rank = p.rank === 'rookie' ? 'regular' : 'veteran';
          p.upgrades.push({ kind: 'rank' });
          break;
        case 'stat':
          p.upgrades.push({ kind: 'stat', stat: answer.stat });
          break;
        case 'ability':
          p.upgrades.push({ kind: 'ability', ability: answer.ability });
          break;
        default:
          throw new IllegalPostGameDecision('expected an advance');
      }
      run.emit({ type: 'advance', side, player: p.id, advance: answer });
    }
  }
}

// ------------------------------------------------------------------ step 4: roster update

/** Free places the roster must keep so free rookies can bring the available players up to 8. */
function rookiesNeeded(team: LeagueTeam): number {
  return Math.max(0, AVAILABLE_AFTER_UPDATE - available(team).length);
}

/** Types a rookie may be added of: under the race's maximum and within the 14. */
export function addableTypes(team: LeagueTeam): string[] {
  if (onRoster(team).length >= MAX_PLAYERS) return [];
  return raceOfTeam(team)
    .types.filter((t) => countOfType(team, t.id) < t.max)
    .map((t) => t.id);
}

function lowestFreeNumber(team: LeagueTeam): number {
  const used = new Set(onRoster(team).map((p) => p.number));
  for (let n = 1; n <= 99; n++) if (!used.has(n)) return n;
  throw new RangeError(`${team.name} has no shirt number left`);
}

function addRookie(run: Run, side: Side, typeId: string, free: boolean): void {
  const team = run.teams[side];
  const number = lowestFreeNumber(team);
  const cost = free ? 0 : typeOf(raceOfTeam(team), typeId).cost;
  const p = newPlayer(team, typeId, `Rookie ${number}`, number, free);
  team.nextPlayer++;
  team.treasury -= cost;
  team.players.push(p);
  run.emit({ type: 'rookie-joined', side, player: p.id, typeId, cost, free });
}

function rosterUpdate(run: Run, side: Side): void {
  const team = run.teams[side];
  // Retire: down to 14 (missing players count), and enough room for the free rookies to come.
  for (;;) {
    const roster = onRoster(team);
    const mustRetire = roster.length > MAX_PLAYERS || roster.length + rookiesNeeded(team) > MAX_PLAYERS;
    const options: PostGameDecision[] = roster.map((p) => ({ kind: 'retire' as const, player: p.id }));
    if (!mustRetire) options.push({ kind: 'keep-roster' });
    const answer = run.ask(side, 'retire', options);
    if (answer.kind === 'keep-roster') break;
    if (answer.kind !== 'retire') throw new IllegalPostGameDecision('expected a player to retire');
    roster.find((p) => p.id === answer.player)!.status = 'retired';
    run.emit({ type: 'retired', side, player: answer.player });
  }
  keepWithinAllowance(run, side);
  // Free rookies until 8 are available.
  while (rookiesNeeded(team) > 0) {
    const types = addableTypes(team);
    if (types.length === 0) {
      run.emit({ type: 'no-room-for-rookies', side, available: available(team).length });
      break;
    }
    const answer = run.ask(side, 'free-rookie', types.map((typeId) => ({ kind: 'free-rookie' as const, typeId })));
    if (answer.kind !== 'free-rookie') throw new IllegalPostGameDecision('expected a free rookie');
    addRookie(run, side, answer.typeId, true);
  }
  // The treasury: rookies at list cost, coach dice at 6 MC up to 7.
  const race = raceOfTeam(team);
  for (;;) {
    const options: PostGameDecision[] = addableTypes(team)
      .filter((typeId) => typeOf(race, typeId).cost <= team.treasury)
      .map((typeId) => ({ kind: 'buy-rookie' as const, typeId }));
    if (team.coachDice < MAX_COACH_DICE && team.treasury >= COACH_DIE_COST) options.push({ kind: 'buy-coach-die' });
    if (options.length === 0) break;
    options.push({ kind: 'stop-buying' });
    const answer = run.ask(side, 'buy', options);
    if (answer.kind === 'stop-buying') break;
    if (answer.kind === 'buy-rookie') addRookie(run, side, answer.typeId, false);
    else if (answer.kind === 'buy-coach-die') {
      team.coachDice++;
      team.treasury -= COACH_DIE_COST;
      run.emit({ type: 'coach-die-bought', side, coachDice: team.coachDice, treasury: team.treasury });
    } else throw new IllegalPostGameDecision('expected a purchase');
  }
}
