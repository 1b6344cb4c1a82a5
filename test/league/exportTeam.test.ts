// "Export as a team file": a league team becomes the team builder's format, its roster as it is
// now (the dead and retired left out, the career fields dropped), the kit of the saved team it came
// from kept; a roster a team file cannot hold is refused in words. Over IPC the file is written
// where the dialog says, and imports into the team list as an ordinary team.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHandlerTable, type HandlerDeps } from '../../src/main/ipc/handlers';
import type { StorageHandlerDeps } from '../../src/main/storage/handlers';
import { leagueTeamContent, TeamExportError } from '../../src/shared/league/exportTeam';
import { decodeTeam } from '../../src/shared/saves/decode';
import { teamContentSchema } from '../../src/shared/saves/schemas';
import { english } from '../english';
import { APP_VERSION, tempDir } from '../saves/helpers';
import { stockLeague } from './helpers';

describe('a league team as team file content', () => {
  it('holds the roster as it is now: names, numbers, types and ids; nothing of the careers', () => {
    const league = stockLeague(3);
    const team = league.teams[0]!;
    team.players[0] = { ...team.players[0]!, status: 'dead' };
    team.players[1] = { ...team.players[1]!, xp: 12, rank: 'regular', upgrades: [{ kind: 'rank' }], injuries: ['leg'], missesNext: true };
    team.upgrades = ['team-healer'];
    team.treasury = 40;
    const content = leagueTeamContent(team);
    expect(teamContentSchema.safeParse(content).success).toBe(true);
    expect(content.name).toBe(team.name);
    expect(content.shortName).toBe(team.shortName);
    expect(content.race).toEqual(team.race);
    expect(content.coachDice).toBe(team.coachDice);
    const alive = team.players.filter((p) => p.status === 'active');
    expect(content.players.map((p) => p.id).sort()).toEqual(alive.map((p) => p.id).sort());
    expect(content.players.find((p) => p.id === team.players[1]!.id)).toEqual({ id: team.players[1]!.id, typeId: team.players[1]!.typeId, name: team.players[1]!.name, number: team.players[1]!.number });
    expect(content.players.map((p) => p.number)).toEqual([...content.players.map((p) => p.number)].sort((a, b) => a - b));
    expect(content.emblem).toBe('bolt');
  });

  it('keeps the kit of the saved team it was entered from', () => {
    const team = stockLeague(3).teams[1]!;
    const content = leagueTeamContent(team, { colours: { primary: '#ffb000', secondary: '#3d2c8d' }, emblem: 'gear' });
    expect(content.colours).toEqual({ primary: '#ffb000', secondary: '#3d2c8d' });
    expect(content.emblem).toBe('gear');
  });

  it('refuses a roster a team file cannot hold, in words', () => {
    const team = stockLeague(3).teams[0]!;
    team.players = team.players.map((p, i) => (i < team.players.length - 5 ? { ...p, status: 'retired' as const } : p));
    let error: unknown;
    try {
      leagueTeamContent(team);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TeamExportError);
    expect(english((error as TeamExportError).words)).toBe(`${team.name} has 5 players on the roster; a team file holds 6 to 14.`);
    const misnamed = { ...stockLeague(3).teams[0]!, shortName: 'not short' };
    expect(() => leagueTeamContent(misnamed)).toThrow(TeamExportError);
  });
});

describe('leagues:exportTeam', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let exportPath: string | null;
  let importPath: string | null;

  beforeEach(async () => {
    ({ dir, cleanup } = await tempDir());
    exportPath = null;
    importPath = null;
  });
  afterEach(() => cleanup());

  const table = () => {
    const deps: HandlerDeps & StorageHandlerDeps = {
      dataDir: dir,
      appName: 'Rushline',
      version: APP_VERSION,
      platform: 'linux',
      quit: () => undefined,
      openInBrowser: async () => undefined,
      saveDialogs: { chooseExportPath: async () => exportPath, chooseImportPath: async () => importPath },
    };
    return createHandlerTable(deps);
  };

  it('writes a team file where the dialog says, which imports as an ordinary team; refuses an unknown team in words', async () => {
    const t = table();
    const saved = await t['leagues:save']({ league: stockLeague(3) });
    if (!saved.ok) throw new Error('not saved');
    const id = (saved.value as { id: string }).id;
    expect(await t['leagues:exportTeam']({ id, team: 't2' })).toEqual({ ok: true, value: { cancelled: true } });

    exportPath = join(dir, 'league team.rushline-team.json');
    const done = await t['leagues:exportTeam']({ id, team: 't2' });
    expect(done).toMatchObject({ ok: true, value: { cancelled: false, words: { key: 'problems.team.savedTo', params: { path: exportPath } } } });
    const decoded = decodeTeam(await readFile(exportPath, 'utf8'));
    expect(decoded.ok).toBe(true);
    const league = stockLeague(3);
    if (decoded.ok) {
      expect(decoded.doc.game).toBe('dreadball');
      expect(decoded.doc.game === 'dreadball' && decoded.doc.homebrew).toBe(false);
      expect(decoded.doc.name).toBe(league.teams[1]!.name);
      expect(decoded.doc.game === 'dreadball' && decoded.doc.players).toHaveLength(league.teams[1]!.players.length);
    }
    importPath = exportPath;
    expect(await t['teams:import'](undefined)).toMatchObject({ ok: true, value: { cancelled: false, outcome: 'imported', team: { name: league.teams[1]!.name } } });

    const missing = await t['leagues:exportTeam']({ id, team: 't9' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
    if (!missing.ok) expect(english(missing.error.words)).toBe('That team is not in Test league.');
    expect(await t['leagues:exportTeam']({ id, team: '../t1' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });
});
