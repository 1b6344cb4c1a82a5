/**
 * League careers in play (campaign.md, post-game step 3): every ability, lasting injury and team
 * upgrade is one row of a table of hooks, read by the places that build rolls (`tests.ts` and the
 * roll builders), count threats (`board.ts`, `move-env.ts`) and start a match (`state.ts`). No
 * action asks for a named ability; it asks the table. A player or team without a career has no
 * rows, so stock matches roll exactly as before.
 */

import type { HexId } from '../../pitch/pitch';
import { STRIKE_ZONES } from '../../pitch/zones';
import type { Ability, Injury, TeamUpgrade } from '../../teams/career';
import { nb, threatensId } from '../tables';
import type { CareerChoice, CareerReason, MatchState, Modifier, PlayerRec, TeamIx, TestKind } from '../types';

/** What a hook may read about a test being built. */
export interface TestQuery {
  s: MatchState;
  /** The player who rolls. */
  p: PlayerRec;
  test: TestKind;
  /** The player the test is against: the target of a Slam or Snatch, the slammer a duck answers, the cause of an armour test. */
  opponent?: PlayerRec | null;
  /** Opponents threatening the hex that counts, before the cap of two (Dodge and Sprint extra). */
  threats?: number;
  /** The n-th Dodge (or Sprint extra) of the action, from 1. */
  attempt?: number;
  /** A throw's distance in hexes. */
  distance?: number;
  /** An armour test after a knock-down by a Slam or Counter-slam (not a throw). */
  bySlam?: boolean;
}

export interface StatLine {
  move: number;
  strength: number;
  speed: number;
  skill: number;
  armour: number;
}

export interface CareerHook {
  /** Dice it adds to (or takes from) its holder's own test. */
  own?(q: TestQuery): number;
  /** Dice it takes from the test of an opponent its holder is acting against (`q.opponent` is the holder). */
  against?(q: TestQuery): number;
  /** Threatening opponents not counted on its holder's Dodge. */
  dodgeIgnores?(q: TestQuery): number;
  /** Tests in which one die showing 1 in the initial roll is rolled again. */
  rerollOne?: readonly TestKind[];
  /** Threat hexes beyond the front three, as turns from the facing. */
  extraThreats?: readonly number[];
  /** Stats at the start of a match. */
  stats?(st: StatLine): StatLine;
  /** When he is pushed, his own coach chooses the hex (Steady Feet). */
  choosesOwnPush?: true;
  /** Tests whose initial roll holding a 6 gives him a free Run (Jump Up). */
  freeRunOnSix?: readonly TestKind[];
  /** What he may do once his Duck beats a Slam (Counterattack, Stiff Arm). */
  afterDuckBeatsSlam?: CareerChoice;
}

export interface TeamHook {
  /** Dice it adds to a test of one of the team's players. */
  own?(q: TestQuery): number;
  /** Coach dice added at the start of a match. */
  coachDice?: number;
  /** Once per match, the launch die may be rolled again (Pitch Control). */
  launchReroll?: true;
  /** At the end of its rush, unspent tokens may win a coach die (Sponsorship Deal). */
  sponsorship?: true;
  /** Before rush 1, each of its players may move one hex (Hurry Up Offense). */
  hurryUp?: true;
  /** Hexes added to each Sprint's allowance. */
  sprintHexes?: number;
}

const minus = (tests: readonly TestKind[]) => (q: TestQuery) => (tests.includes(q.test) ? -1 : 0);

/** Zones the player's team defends (the opponents score there): its 8 hexes and the Strike hex. */
function inDefendedZone(s: MatchState, p: PlayerRec): boolean {
  const side = s.home === p.team ? 'home' : 'away';
  return STRIKE_ZONES.some((z) => z.scoringSide !== side && (z.hexes.includes(p.hex) || z.strikeHex === p.hex));
}

/** Throw dice by distance (1-3: 3, 4-6: 2, 7-9: 1), as `throw-dice.ts` counts them. */
const throwDiceAt = (d: number): number => (d <= 3 ? 3 : d <= 6 ? 2 : 1);

export const INJURY_HOOKS: Readonly<Record<Injury, CareerHook>> = {
  chest: { own: minus(['armour']) },
  // A head injury only makes him count as a rookie in the league.
  head: {},
  leg: { stats: (st) => ({ ...st, move: Math.max(1, st.move - 1) }) },
  arm: { own: minus(['slam', 'counter-slam']) },
  back: { own: minus(['throw', 'pick-up', 'catch', 'snatch']) },
  nerve: { own: minus(['dodge', 'sprint-extra', 'stand-up']) },
};

export const ABILITY_HOOKS: Readonly<Record<Ability, CareerHook>> = {
  accurate: { rerollOne: ['throw'] },
  'agile-dodge': { dodgeIgnores: (q) => (q.test === 'dodge' ? 1 : 0) },
  counterattack: { afterDuckBeatsSlam: 'counterattack' },
  'dirty-player': { against: (q) => (q.test === 'armour' && q.bySlam ? -1 : 0) },
  'far-shooter': {
    own: (q) => (q.test === 'throw' && q.distance !== undefined ? throwDiceAt(Math.max(1, q.distance - 2)) - throwDiceAt(q.distance) : 0),
  },
  goalkeeper: { own: (q) => ((q.test === 'duck' || q.test === 'snatch') && inDefendedZone(q.s, q.p) ? 1 : 0) },
  'jump-up': { freeRunOnSix: ['stand-up'] },
  'reach-out': { extraThreats: [-2, 2] },
  'star-player': { rerollOne: ['dodge', 'sprint-extra', 'stand-up'] },
  'steady-feet': { choosesOwnPush: true },
  'stiff-arm': { afterDuckBeatsSlam: 'stiff-arm' },
  strider: { dodgeIgnores: (q) => (q.test === 'dodge' && q.attempt === 1 ? 1 : 0) },
  'sure-hands': { rerollOne: ['pick-up', 'catch'] },
};

/** Standing opponents of `p`'s team in the threat hexes of `mate`. */
function opponentsThreatenedBy(s: MatchState, mate: PlayerRec, threatens: (by: PlayerRec, h: HexId) => boolean): PlayerRec[] {
  return s.players.filter((o) => o.team !== mate.team && o.where === 'pitch' && !o.down && threatens(mate, o.hex));
}

export const TEAM_HOOKS: Readonly<Record<TeamUpgrade, TeamHook>> = {
  'coaching-staff': { coachDice: 1 },
  'hurry-up-offense': { hurryUp: true },
  // Necromancer and Team Healer act in the post-game (src/shared/league/postgame).
  necromancer: {},
  'pitch-control': { launchReroll: true },
  'speed-trials': { sprintHexes: 1 },
  'sponsorship-deal': { sponsorship: true },
  'team-healer': {},
  teamwork: {
    own: (q) => {
      const t = q.opponent;
      if (q.test !== 'slam' || !t) return 0;
      let mates = 0;
      for (const m of q.s.players) {
        if (m.team !== q.p.team || m.where !== 'pitch' || m.down) continue;
        const near = opponentsThreatenedBy(q.s, m, playerThreatens);
        if (near.length === 1 && near[0].id === t.id) mates++;
      }
      return mates >= 2 ? 1 : 0;
    },
  },
};

const INJURY_REASON: Partial<Record<Injury, CareerReason>> = { chest: 'chest-injury', arm: 'arm-injury', back: 'back-injury', nerve: 'nerve-injury' };
const ABILITY_REASON: Partial<Record<Ability, CareerReason>> = {
  'agile-dodge': 'agile-dodge',
  strider: 'strider',
  'dirty-player': 'dirty-player',
  'far-shooter': 'far-shooter',
  goalkeeper: 'goalkeeper',
};

function upgradesOf(s: MatchState, p: PlayerRec): readonly TeamUpgrade[] {
  return s.upgrades ? s.upgrades[p.team] : [];
}

/** Capped threat dice for `n` threatening opponents (ruling 3: at most two). */
const capped = (n: number): number => (n > 2 ? 2 : n < 0 ? 0 : n);

/**
 * The modifiers a test gets from careers: the roller's injuries and abilities, the abilities of
 * the opponent it is against, and the roller's team upgrades. Empty without careers.
 */
export function careerMods(q: TestQuery): Modifier[] {
  const out: Modifier[] = [];
  const c = q.p.career;
  if (c) {
    for (const i of c.injuries) {
      const n = INJURY_HOOKS[i].own?.(q) ?? 0;
      const reason = INJURY_REASON[i];
      if (n !== 0 && reason) out.push({ reason, dice: n });
    }
    let ignored = 0;
    for (const a of c.abilities) {
      const h = ABILITY_HOOKS[a];
      const reason = ABILITY_REASON[a];
      if (!reason) continue;
      const n = h.own?.(q) ?? 0;
      if (n !== 0) out.push({ reason, dice: n });
      const k = h.dodgeIgnores?.(q) ?? 0;
      if (k > 0 && q.threats !== undefined) {
        // Each ignored opponent gives back the die he took, while the cap of two still holds.
        const back = capped(q.threats - ignored) - capped(q.threats - ignored - k);
        ignored += k;
        if (back > 0) out.push({ reason, dice: back });
      }
    }
  }
  const o = q.opponent?.career;
  if (o && q.opponent) {
    for (const a of o.abilities) {
      const n = ABILITY_HOOKS[a].against?.({ ...q, opponent: q.opponent }) ?? 0;
      const reason = ABILITY_REASON[a];
      if (n !== 0 && reason) out.push({ reason, dice: n });
    }
  }
  for (const u of new Set(upgradesOf(q.s, q.p))) {
    const n = TEAM_HOOKS[u].own?.(q) ?? 0;
    if (n !== 0 && u === 'teamwork') out.push({ reason: 'teamwork', dice: n });
  }
  return out;
}

/** The ability that re-rolls one die showing 1 in this test's initial roll, if the roller has one. */
export function rerollOneBy(p: PlayerRec, test: TestKind): Ability | null {
  for (const a of p.career?.abilities ?? []) if (ABILITY_HOOKS[a].rerollOne?.includes(test)) return a;
  return null;
}

/** Turns from the facing, beyond the front three, that `p` also threatens. */
export function extraThreatTurns(p: PlayerRec): readonly number[] {
  const c = p.career;
  if (!c) return NO_TURNS;
  const out: number[] = [];
  for (const a of c.abilities) for (const t of ABILITY_HOOKS[a].extraThreats ?? NO_TURNS) out.push(t);
  return out;
}
const NO_TURNS: readonly number[] = [];

/** A standing player threatens his three front neighbours (ruling 4), and Reach Out's side hexes too. */
export function playerThreatens(by: PlayerRec, h: HexId): boolean {
  if (threatensId(by.hex, by.facing, h)) return true;
  if (!by.career) return false;
  for (const t of extraThreatTurns(by)) if (nb(by.hex, (by.facing + t + 6) % 6) === h) return true;
  return false;
}

/** Coach dice a team starts with: the sheet's, plus its team upgrades', never past 7. */
export function startingCoachDice(sheetDice: number, upgrades: readonly TeamUpgrade[]): number {
  let n = sheetDice;
  for (const u of upgrades) n += TEAM_HOOKS[u].coachDice ?? 0;
  return Math.min(7, n);
}

/** Hexes a team's upgrades add to a Sprint. */
export function sprintHexes(s: MatchState, p: PlayerRec): number {
  let n = 0;
  for (const u of upgradesOf(s, p)) n += TEAM_HOOKS[u].sprintHexes ?? 0;
  return n;
}

/** A player's stats at the start of a match: stat upgrades, then his injuries' stat hooks. */
export function careerStats(base: StatLine, abilities: readonly Ability[], injuries: readonly Injury[], bettered: readonly ('strength' | 'skill')[]): StatLine {
  let st = { ...base };
  for (const k of bettered) st[k] = Math.max(2, st[k] - 1);
  for (const i of injuries) st = INJURY_HOOKS[i].stats?.(st) ?? st;
  for (const a of abilities) st = ABILITY_HOOKS[a].stats?.(st) ?? st;
  return st;
}

/** Whether `p`'s own coach chooses the hex he is pushed to (Steady Feet). */
export function choosesOwnPush(p: PlayerRec): boolean {
  return p.career?.abilities.some((a) => ABILITY_HOOKS[a].choosesOwnPush === true) ?? false;
}

/** Whether this test's initial roll holding a 6 gives `p` a free Run (Jump Up). */
export function freeRunOnSix(p: PlayerRec, test: TestKind): boolean {
  return p.career?.abilities.some((a) => ABILITY_HOOKS[a].freeRunOnSix?.includes(test) === true) ?? false;
}

/** What `p` may do once his Duck beats a Slam, in the order they are offered. */
export function afterDuckBeatsSlam(p: PlayerRec): CareerChoice[] {
  const out: CareerChoice[] = [];
  for (const a of p.career?.abilities ?? []) {
    const c = ABILITY_HOOKS[a].afterDuckBeatsSlam;
    if (c) out.push(c);
  }
  return out;
}

/** Whether team `team` holds an upgrade whose hook has `key`. */
export function teamHas(s: MatchState, team: TeamIx, key: 'launchReroll' | 'sponsorship' | 'hurryUp'): boolean {
  return s.upgrades ? s.upgrades[team].some((u) => TEAM_HOOKS[u][key] === true) : false;
}
