import { describe, expect, it } from 'vitest';
import { TEAM_ISSUE_CODES } from '../../../shared/games/dreadball/teams';
import { messages } from '../../i18n/messages';
import teamsEn from '../../i18n/teams.en';

describe('team issue messages', () => {
  it('has an English sentence for every issue the validator can raise', () => {
    const issues = teamsEn.issues as Record<string, string>;
    for (const code of TEAM_ISSUE_CODES) expect(issues[code], code).toMatch(/\w/);
  });

  // The summary by Save reads "Type 1: Give this player type a name.": the label opens the line.
  it('starts each line of the summary with a capital, in every language', () => {
    for (const [language, m] of Object.entries(messages)) {
      for (const key of ['typeFallback', 'playerContext', 'playerContextNamed'] as const) {
        const first = m.teams.builder[key].charAt(0);
        expect(first, `${language}: teams.builder.${key}`).toBe(first.toLocaleUpperCase(language));
      }
    }
  });
});
