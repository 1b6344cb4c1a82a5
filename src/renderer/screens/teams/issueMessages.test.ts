import { describe, expect, it } from 'vitest';
import { TEAM_ISSUE_CODES } from '../../../shared/games/dreadball/teams';
import teamsEn from '../../i18n/teams.en';

describe('team issue messages', () => {
  it('has an English sentence for every issue the validator can raise', () => {
    const issues = teamsEn.issues as Record<string, string>;
    for (const code of TEAM_ISSUE_CODES) expect(issues[code], code).toMatch(/\w/);
  });
});
