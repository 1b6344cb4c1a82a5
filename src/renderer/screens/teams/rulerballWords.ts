// The Rülerball team builder's words: a sheet problem as a sentence, figure kinds and upgrades.
import { useI18n } from 'vue-i18n';
import type { SheetProblem } from '../../../shared/games/rulerball/teams/sheet';

export function useRulerballTeamWords() {
  const { t } = useI18n();
  /** A kind as a title ("Skater"), and as a noun inside a sentence ("skater"). */
  const kind = (k: string): string => t(`rulerballTeams.kind.${k}`);
  const kindWord = (k: string): string => t(`rulerball.kind.${k}`);
  const upgrade = (u: string): string => t(`rulerballTeams.upgrade.${u}`);
  const points = (n: number): string => t('rulerballTeams.points', { n }, n);

  function problemText(p: SheetProblem): string {
    const k = (key: string, params: Record<string, string | number> = {}) => t(`rulerballTeams.problem.${key}`, params);
    switch (p.code) {
      case 'empty-name':
        return p.figure === null ? k('team-name') : k('figure-name', { figure: p.figure + 1 });
      case 'unknown-kind':
        return k(p.code, { figure: p.figure + 1, kind: p.kind });
      case 'wrong-line-up':
        return k(p.code, { needed: p.needed, count: p.count, kind: kindWord(p.kind) });
      case 'unknown-upgrade':
        return k(p.code, { figure: p.figure + 1, upgrade: p.upgrade });
      case 'upgrade-twice':
        return k(p.code, { figure: p.figure + 1, upgrade: upgrade(p.upgrade) });
      case 'upgrade-not-for-kind':
        return k(p.code, { figure: p.figure + 1, upgrade: upgrade(p.upgrade), kind: kindWord(p.kind) });
      case 'skill-too-good':
        return k(p.code, { figure: p.figure + 1, best: p.best });
      case 'over-points':
        return k(p.code, { points: p.points, max: p.max });
      case 'short-name':
        return k(p.code);
      case 'name-too-long':
        return p.figure === null ? k('team-name-long', { max: p.max }) : k('figure-name-long', { figure: p.figure + 1, max: p.max });
      case 'number-out-of-range':
        return k(p.code, { figure: p.figure + 1, max: p.max });
      case 'number-taken':
        return k(p.code, { number: p.number });
    }
  }

  return { t, kind, kindWord, upgrade, points, problemText };
}
