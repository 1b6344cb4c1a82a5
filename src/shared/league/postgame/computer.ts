// What the computer picks for its teams in the post-game (campaign.md leaves each pick to the coach;
// these are the computer's, deterministic so a league of computer teams replays from its seed).
import type { PlayerType, Role } from '../../games/dreadball/teams/roster';
import { available, onRoster, raceOfTeam, typeOf } from '../roster';
import { appliedInjury } from './run';
import type { LeagueAbility, LeaguePlayer, LeagueTeam, TeamUpgrade } from '../types';
import { XP_PER_ADVANCE } from '../types';
import type { PostGameDecision, PostGameEvent, PostGameQuestion } from './types';

/** Team upgrades from most to least wanted: it drops from the end, picks from the front. */
export const UPGRADE_VALUE: readonly TeamUpgrade[] = ['coaching-staff', 'team-healer', 'teamwork', 'speed-trials', 'sponsorship-deal', 'necromancer', 'pitch-control', 'hurry-up-offense'];

/** Abilities by role, most wanted first (what the role's actions lean on). */
const ABILITY_WISH: Readonly<Record<Role, readonly LeagueAbility[]>> = {
  guard: ['dirty-player', 'counterattack', 'stiff-arm', 'steady-feet', 'reach-out', 'goalkeeper', 'jump-up', 'star-player'],
  jack: ['sure-hands', 'star-player', 'dirty-player', 'agile-dodge', 'accurate', 'jump-up', 'strider'],
  striker: ['sure-hands', 'accurate', 'agile-dodge', 'strider', 'star-player', 'far-shooter', 'jump-up'],
};

const of = (team: LeagueTeam, id: string | undefined): LeaguePlayer => {
  const p = team.players.find((x) => x.id === id);
  if (!p) throw new RangeError(`${team.name} has no player ${id}`);
  return p;
};

/** XP still needed for his next advance (nearest first for the MVP and the Necromancer's XP). */
const toNextAdvance = (p: LeaguePlayer): number => XP_PER_ADVANCE - (p.xp % XP_PER_ADVANCE);

/** The type the roster is shortest of against the race's starting line-up (or the fewest held). */
function neededType(team: LeagueTeam, typeIds: readonly string[]): string {
  const race = raceOfTeam(team);
  const have = (t: PlayerType): number => available(team).filter((p) => p.typeId === t.id).length;
  const gap = (t: PlayerType): number => (t.start > 0 ? t.start - have(t) : -have(t));
  const types = typeIds.map((id) => typeOf(race, id));
  return types.reduce((best, t) => (gap(t) > gap(best) ? t : best)).id;
}

/**
 * The computer's answer to a post-game question. `teams` are the teams as the question stands
 * (RunOutcome.teams); `events` the events so far (the last injury roll, for a re-roll).
 */
export function computerPostGameDecision(question: PostGameQuestion, teams: readonly [LeagueTeam, LeagueTeam], events: readonly PostGameEvent[]): PostGameDecision {
  const team = teams[question.side];
  const options = question.options;
  const first = options[0];
  const find = (pred: (d: PostGameDecision) => boolean): PostGameDecision | undefined => options.find(pred);
  switch (question.prompt) {
    case 'injury-reroll': {
      const last = [...events].reverse().find((e) => e.type === 'injury-roll');
      const p = of(team, question.player);
      const result = last && last.type === 'injury-roll' ? appliedInjury(p, last.result) : 'scratch';
      const bad = result !== 'fracture' && result !== 'scratch' && result !== 'pain-is-gain';
      return find((d) => d.kind === (bad ? 'reroll-injury' : 'keep-injury')) ?? first;
    }
    case 'drop-upgrade': {
      const ranked = [...options].sort((a, b) => value(b) - value(a));
      return ranked[0];
    }
    case 'team-upgrade': {
      const ranked = [...options].sort((a, b) => value(a) - value(b));
      return ranked[0];
    }
    case 'mvp':
    case 'necromancer': {
      const ranked = [...options].sort((a, b) => toNextAdvance(of(team, playerOf(a))) - toNextAdvance(of(team, playerOf(b))));
      return ranked[0];
    }
    case 'advance': {
      const p = of(team, question.player);
      const role = typeOf(raceOfTeam(team), p.typeId).role;
      return (
        find((d) => d.kind === 'heal' && d.injury === 'head') ??
        find((d) => d.kind === 'rank-up') ??
        find((d) => d.kind === 'stat' && d.stat === (role === 'striker' ? 'skill' : 'strength')) ??
        ABILITY_WISH[role].map((a) => find((d) => d.kind === 'ability' && d.ability === a)).find((d) => d !== undefined) ??
        find((d) => d.kind === 'heal') ??
        first
      );
    }
    case 'retire': {
      const keep = find((d) => d.kind === 'keep-roster');
      if (keep) return keep;
      // Forced: a missing player first, then the most hurt, then the least experienced.
      const roster = onRoster(team);
      const score = (p: LeaguePlayer): number => (p.missesNext ? 1000 : 0) + p.injuries.length * 100 - p.xp;
      const worst = roster.reduce((a, b) => (score(b) > score(a) ? b : a));
      return find((d) => d.kind === 'retire' && d.player === worst.id) ?? first;
    }
    case 'free-rookie': {
      const typeIds = options.flatMap((d) => (d.kind === 'free-rookie' ? [d.typeId] : []));
      const typeId = neededType(team, typeIds);
      return find((d) => d.kind === 'free-rookie' && d.typeId === typeId) ?? first;
    }
    case 'buy': {
      const typeIds = options.flatMap((d) => (d.kind === 'buy-rookie' ? [d.typeId] : []));
      if (typeIds.length > 0 && onRoster(team).length < 10) {
        const typeId = neededType(team, typeIds);
        return find((d) => d.kind === 'buy-rookie' && d.typeId === typeId) ?? first;
      }
      if (team.coachDice < 3) return find((d) => d.kind === 'buy-coach-die') ?? find((d) => d.kind === 'stop-buying') ?? first;
      return find((d) => d.kind === 'stop-buying') ?? first;
    }
    default:
      return first;
  }
}

function value(d: PostGameDecision): number {
  return d.kind === 'drop-upgrade' || d.kind === 'team-upgrade' ? UPGRADE_VALUE.indexOf(d.upgrade) : UPGRADE_VALUE.length;
}

function playerOf(d: PostGameDecision): string {
  return d.kind === 'mvp' || d.kind === 'necromancer' ? d.player : '';
}

