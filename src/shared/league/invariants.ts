// What must hold of a league after every match (the simulate tool checks these): XP is never lost,
// ranks match the rank upgrades, at most 3 upgrades, at most 14 on a roster, at least 8 available
// after each roster update, team upgrades within the veterans' allowance, table sums consistent.
import { MAX_PLAYERS } from '../games/dreadball/teams/roster';
import { available, onRoster, upgradeAllowance, veterans } from './roster';
import { leagueTable, playedFixtures } from './table';
import { AVAILABLE_AFTER_UPDATE, type League, MAX_UPGRADES, RANKS, REPEATABLE_UPGRADES, XP_PER_ADVANCE } from './types';

/**
 * Violations of `after`, compared with `before` (the league before the match); `updated` are the
 * indexes of the teams whose roster update just ran.
 */
export function leagueViolations(before: League, after: League, updated: readonly number[]): string[] {
  const out: string[] = [];
  after.teams.forEach((team, ti) => {
    const was = before.teams[ti];
    const ids = new Set<string>();
    for (const p of team.players) {
      const who = `${team.name} ${p.id}`;
      if (ids.has(p.id)) out.push(`${who}: player id used twice`);
      ids.add(p.id);
      const old = was.players.find((x) => x.id === p.id);
      if (old && p.xp < old.xp) out.push(`${who}: XP went from ${old.xp} to ${p.xp}`);
      if (old && old.status !== 'active' && p.status === 'active') out.push(`${who}: came back from ${old.status}`);
      const rankUps = p.upgrades.filter((u) => u.kind === 'rank').length;
      if (RANKS[rankUps] !== p.rank) out.push(`${who}: rank ${p.rank} with ${rankUps} rank upgrades`);
      if (p.upgrades.length > MAX_UPGRADES) out.push(`${who}: ${p.upgrades.length} upgrades`);
      if (p.upgrades.length > rankUps && p.rank !== 'veteran') out.push(`${who}: a stat or ability before veteran`);
      if (p.upgrades.filter((u) => u.kind === 'stat').length > 1) out.push(`${who}: more than one stat upgrade`);
      const abilities = p.upgrades.flatMap((u) => (u.kind === 'ability' ? [u.ability] : []));
      if (new Set(abilities).size !== abilities.length) out.push(`${who}: an ability twice`);
      if (new Set(p.injuries).size !== p.injuries.length) out.push(`${who}: an injury twice`);
      if (p.status === 'active' && p.advances !== Math.floor(p.xp / XP_PER_ADVANCE)) out.push(`${who}: ${p.advances} advances for ${p.xp} XP`);
    }
    for (const p of was.players) if (!ids.has(p.id)) out.push(`${team.name} ${p.id}: left the player list`);
    if (onRoster(team).length > MAX_PLAYERS) out.push(`${team.name}: ${onRoster(team).length} on the roster`);
    if (updated.includes(ti) && available(team).length < AVAILABLE_AFTER_UPDATE) out.push(`${team.name}: ${available(team).length} available after the roster update`);
    if (team.upgrades.length > upgradeAllowance(veterans(team))) out.push(`${team.name}: ${team.upgrades.length} team upgrades for ${veterans(team)} veterans`);
    for (const u of new Set(team.upgrades)) {
      if (!REPEATABLE_UPGRADES.has(u) && team.upgrades.filter((x) => x === u).length > 1) out.push(`${team.name}: ${u} twice`);
    }
    if (team.treasury < 0) out.push(`${team.name}: treasury ${team.treasury}`);
  });
  for (const f of playedFixtures(after)) {
    // The winner is the match's (sudden death can be won on a level score), never the side behind.
    const [h, a] = f.result!.score;
    const w = f.result!.winner;
    if ((w === 'home' && h < a) || (w === 'away' && a < h)) out.push(`fixture ${f.id}: ${h}-${a} won by the ${w} team`);
    if (f.result!.landslide && w === 'draw') out.push(`fixture ${f.id}: a drawn landslide`);
  }
  const rows = leagueTable(after);
  const played = playedFixtures(after).length;
  const sum = (f: (r: (typeof rows)[number]) => number): number => rows.reduce((a, r) => a + f(r), 0);
  if (sum((r) => r.played) !== 2 * played) out.push(`table: ${sum((r) => r.played)} played for ${played} fixtures`);
  if (sum((r) => r.won) !== sum((r) => r.lost)) out.push(`table: ${sum((r) => r.won)} won but ${sum((r) => r.lost)} lost`);
  if (sum((r) => r.pointsFor) !== sum((r) => r.pointsAgainst)) out.push('table: points for and against differ');
  if (sum((r) => r.difference) !== 0) out.push('table: differences do not sum to 0');
  for (const r of rows) {
    if (r.won + r.drawn + r.lost !== r.played) out.push(`table: ${r.name} won, drawn and lost do not add up to played`);
    if (r.points !== 2 * r.won + r.landslides + r.drawn) out.push(`table: ${r.name} has ${r.points} points`);
  }
  return out;
}
