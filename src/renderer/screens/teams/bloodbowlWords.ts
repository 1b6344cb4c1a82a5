// The Blood Bowl team builder's words: a sheet problem as a sentence, gold, race and position names.
import { useI18n } from 'vue-i18n';
import type { SheetProblem } from '../../../shared/games/bloodbowl/teams/sheet';

export function useBloodBowlTeamWords() {
  const { t, locale } = useI18n();
  const gold = (n: number): string => new Intl.NumberFormat(locale.value).format(n);
  const race = (id: string): string => t(`bloodbowlTeams.race.${id}`);
  const position = (id: string): string => t(`bloodbowl.position.${id}`);
  /** A skill's name ('Sure Hands' is under `sure-hands`). */
  const skill = (name: string): string => t(`bloodbowlTeams.skill.${name.toLowerCase().replace(/\s+/g, '-')}`);

  function problemText(p: SheetProblem): string {
    const k = (key: string, params: Record<string, string | number> = {}) => t(`bloodbowlTeams.problem.${key}`, params);
    switch (p.code) {
      case 'unknown-race':
        return k(p.code, { race: p.race });
      case 'too-few-players':
        return k(p.code, { min: p.min, count: p.count });
      case 'too-many-players':
        return k(p.code, { max: p.max, count: p.count });
      case 'unknown-position':
        return k(p.code, { player: p.player + 1 });
      case 'position-over-max':
        return k(p.code, { max: p.max, count: p.count, position: position(p.position) });
      case 'rerolls-out-of-range':
        return k(p.code, { max: p.max });
      case 'over-budget':
        return k(p.code, { cost: gold(p.cost), budget: gold(p.budget) });
      case 'empty-name':
        return p.player === null ? k('team-name') : k('player-name', { player: p.player + 1 });
      case 'short-name':
        return k(p.code);
      case 'name-too-long':
        return p.player === null ? k('team-name-long', { max: p.max }) : k('player-name-long', { player: p.player + 1, max: p.max });
      case 'number-out-of-range':
        return k(p.code, { player: p.player + 1, max: p.max });
      case 'number-taken':
        return k(p.code, { number: p.number });
    }
  }

  return { t, gold, race, position, skill, problemText };
}
