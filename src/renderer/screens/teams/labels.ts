// Words for rules data: player type labels and issue sentences, through vue-i18n.
import { useI18n } from 'vue-i18n';
import type { PlayerType, TeamIssue } from '../../../shared/games/dreadball/teams';

export function useTeamLabels() {
  const { t, te } = useI18n();

  /** "Orx Guard", "Jack", or a homebrew type's own name with its role: "Brute (Guard)". */
  function typeLabel(type: PlayerType | undefined, homebrew = false): string {
    if (!type) return '';
    const role = t(`teams.roles.${type.role}`);
    if (!type.species) return role;
    return t(homebrew ? 'teams.typeNameHomebrew' : 'teams.typeName', { species: type.species, role });
  }

  /** A stock race in the app's language, a homebrew race by the name its coach gave it. */
  function raceLabel(raceId: string | undefined, raceName: string): string {
    const key = `teams.races.${raceId ?? ''}`;
    return raceId && te(key) ? t(key) : raceName;
  }

  function issueText(issue: TeamIssue, types: readonly PlayerType[] = [], homebrew = false): string {
    const params: Record<string, string | number> = { ...(issue.params ?? {}) };
    if (issue.code === 'type-over-max' && typeof params.type === 'string') {
      const type = types.find((x) => x.id === params.type);
      params.type = homebrew ? (type?.species || t(`teams.roles.${type?.role ?? 'jack'}`)) : typeLabel(type);
    }
    if (issue.code === 'colours-too-close' && params.against === 'opponent') return t('teams.issues.colours-too-close-opponent');
    return t(`teams.issues.${issue.code}`, params);
  }

  return { t, typeLabel, raceLabel, issueText };
}
