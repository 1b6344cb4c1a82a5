// Words for the league's data: player and type names, ranks, upgrades, injuries, and each
// post-game question, answer and event as a sentence. The data comes from the core; this only
// words it in the app's language.
import { useI18n } from 'vue-i18n';
import type { PostGameDecision, PostGameEvent, PostGameQuestion } from '../../../shared/league/postgame';
import { countsAs, raceOfTeam } from '../../../shared/league/roster';
import type { LeaguePlayer, LeagueTeam, PlayerUpgrade } from '../../../shared/league/types';
import { useTeamLabels } from '../teams/labels';

/** Both teams of a post-game (home first), as the post-game now holds them. */
export type Sides = readonly [LeagueTeam, LeagueTeam];

export function useLeagueWords() {
  const { t } = useI18n();
  const { typeLabel } = useTeamLabels();

  function typeName(team: LeagueTeam, typeId: string): string {
    const race = raceOfTeam(team);
    return typeLabel(race.types.find((x) => x.id === typeId), team.race.kind === 'homebrew') || typeId;
  }

  function playerName(team: LeagueTeam, id: string): string {
    const p = team.players.find((x) => x.id === id);
    return p ? `#${p.number} ${p.name}` : id;
  }

  function rankText(p: LeaguePlayer): string {
    const rank = t(`league.roster.ranks.${p.rank}`);
    return countsAs(p) !== p.rank ? t('league.roster.countsAsRookie', { rank }) : rank;
  }

  function upgradeText(u: PlayerUpgrade): string {
    if (u.kind === 'rank') return t('league.words.upgradeRank');
    if (u.kind === 'stat') return t('league.words.upgradeStat', { stat: t(`league.words.stats.${u.stat}`) });
    return t(`league.words.abilities.${u.ability}`);
  }

  const list = (items: string[]): string => (items.length ? items.join(', ') : t('league.roster.none'));

  function decisionText(d: PostGameDecision, team: LeagueTeam): string {
    const key = `league.postGame.decisions.${d.kind}`;
    switch (d.kind) {
      case 'drop-upgrade':
      case 'team-upgrade':
        return t(key, { upgrade: t(`league.words.teamUpgrades.${d.upgrade}`) });
      case 'mvp':
      case 'necromancer':
      case 'retire':
        return t(key, { player: playerName(team, d.player) });
      case 'heal':
        return t(key, { injury: t(`league.words.injuries.${d.injury}`) });
      case 'stat':
        return t(key, { stat: t(`league.words.stats.${d.stat}`) });
      case 'ability':
        return t(key, { ability: t(`league.words.abilities.${d.ability}`) });
      case 'free-rookie':
        return t(key, { type: typeName(team, d.typeId) });
      case 'buy-rookie': {
        const cost = raceOfTeam(team).types.find((x) => x.id === d.typeId)?.cost ?? 0;
        return t(key, { type: typeName(team, d.typeId), cost });
      }
      default:
        return t(key);
    }
  }

  function promptText(q: PostGameQuestion, teams: Sides): string {
    const team = teams[q.side];
    return t(`league.postGame.prompts.${q.prompt}`, { player: q.player ? playerName(team, q.player) : '', mc: team.treasury });
  }

  /** One event as a sentence; the step markers and the end are shown as headings, not sentences. */
  function eventText(e: PostGameEvent, teams: Sides): string | undefined {
    if (e.type === 'step' || e.type === 'done') return undefined;
    const team = teams[e.side];
    const base = { team: team.name, player: 'player' in e ? playerName(team, e.player) : '' };
    const k = (name: string, params: Record<string, string | number> = {}) => t(`league.postGame.events.${name}`, { ...base, ...params });
    switch (e.type) {
      case 'injury-check':
        return k('injury-check', { times: e.times, roll: e.roll, outcome: t(`league.postGame.events.${e.hurt ? 'hurt' : 'notHurt'}`) });
      case 'injury-roll':
        return k(e.reroll ? 'injury-reroll' : 'injury-roll', { a: e.dice[0], b: e.dice[1], sum: e.dice[0] + e.dice[1], result: t(`league.words.injuries.${e.result}`) });
      case 'injured':
        return k(e.applied !== e.result ? 'injuredAgain' : 'injured', { result: t(`league.words.injuries.${e.result}`) });
      case 'upgrade-dropped':
        return k('upgrade-dropped', { upgrade: t(`league.words.teamUpgrades.${e.upgrade}`), allowance: e.allowance });
      case 'xp':
        return k('xp', { amount: e.amount, reason: t(`league.words.xpReasons.${e.reason}`) });
      case 'mvp-roll':
        return e.pick.length ? `${k('mvp-roll', { roll: e.roll })} ${k('mvp-pick', { dice: e.pick.join(', ') })}` : k('mvp-roll', { roll: e.roll });
      case 'advance':
        return k('advance', { advance: decisionText(e.advance, team) });
      case 'team-upgrade':
        return k('team-upgrade', { upgrade: t(`league.words.teamUpgrades.${e.upgrade}`) });
      case 'rookie-joined':
        return k(e.free ? 'rookie-joined' : 'rookie-bought', { type: typeName(team, e.typeId), cost: e.cost });
      case 'no-room-for-rookies':
        return k('no-room-for-rookies', { available: e.available });
      case 'coach-die-bought':
        return k('coach-die-bought', { coachDice: e.coachDice, treasury: e.treasury });
      default:
        return k(e.type);
    }
  }

  return { t, typeName, playerName, rankText, upgradeText, list, decisionText, promptText, eventText };
}
