// Implementations of the league channels (src/shared/ipc/leagueChannels.ts), spread into the
// handler table by createHandlerTable. The guard there has validated each payload already; the
// store checks ids again before building any path.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { words } from '../../shared/words';
import { dreadball } from '../../shared/games/dreadball';
import { leagueTeamContent, TeamExportError, type TeamKit } from '../../shared/league/exportTeam';
import { SAVE_ID_PATTERN, TEAM_FORMAT } from '../../shared/saves/ids';
import { TEAM_SCHEMA_VERSION, teamFileSchema, type TeamFile } from '../../shared/saves/schemas';
import type { LeagueChannel, LeagueChannels } from '../../shared/ipc/leagueChannels';
import type { League } from '../../shared/league/types';
import { IpcFailure } from '../ipc/handlers';
import { withStorageFailures } from './ipcFailures';
import { suggestedFileName, type SaveDialogs } from './handlers';
import { LeagueStore } from './leagueStore';
import { exportTo } from './matchStore';
import { TeamStore } from './teamStore';

export interface LeagueHandlerDeps {
  dataDir: string;
  version: string;
  saveDialogs?: SaveDialogs;
}

export type LeagueImplementations = {
  [C in LeagueChannel]: (request: z.output<LeagueChannels[C]['request']>) => Promise<z.output<LeagueChannels[C]['response']>>;
};

export function createLeagueImplementations(deps: LeagueHandlerDeps): LeagueImplementations {
  const leagues = new LeagueStore({ dataDir: deps.dataDir, appVersion: deps.version });
  const dialogs = (): SaveDialogs => {
    if (!deps.saveDialogs) throw new IpcFailure('internal', words('problems.ipc.noDialogs'));
    return deps.saveDialogs;
  };
  const teams = new TeamStore({ dataDir: deps.dataDir, appVersion: deps.version });
  /** The kit of the saved team a league team was entered from, if that team is still kept. */
  const kitOf = async (sourceId: string): Promise<TeamKit | undefined> => {
    if (!SAVE_ID_PATTERN.test(sourceId)) return undefined;
    try {
      const source = await teams.load(sourceId);
      // Leagues are DreadBall's: a Blood Bowl team has no emblem to lend.
      return source.game === 'dreadball' ? { colours: source.colours, emblem: source.emblem } : undefined;
    } catch {
      return undefined;
    }
  };
  const saved = (f: { id: string; league: { name: string }; savedAt: string }) => ({ id: f.id, name: f.league.name, savedAt: f.savedAt });

  const impl: LeagueImplementations = {
    'leagues:list': () => leagues.list(),
    'leagues:load': async ({ id }) => (await leagues.load(id)) as z.output<LeagueChannels['leagues:load']['response']>,
    // The schema checked the league's shape exactly; its post-game decisions were replayed.
    'leagues:save': async ({ id, league }) => saved(await leagues.save(id, league as unknown as League)),
    'leagues:delete': async ({ id }) => {
      await leagues.delete(id);
      return null;
    },
    'leagues:restoreBackup': async ({ id }) => saved(await leagues.restoreBackup(id)),
    'leagues:export': async ({ id }) => {
      const file = await leagues.load(id);
      const path = await dialogs().chooseExportPath('league', suggestedFileName(file.league.name, 'league'));
      if (path === null) return { cancelled: true as const };
      await leagues.export(id, path);
      return { cancelled: false as const, words: words('problems.league.savedTo', { path }) };
    },
    'leagues:exportTeam': async ({ id, team }) => {
      const file = await leagues.load(id);
      const entry = (file.league as unknown as League).teams.find((x) => x.id === team);
      if (!entry) throw new IpcFailure('not-found', words('league.exportTeam.noSuchTeam', { league: file.league.name }));
      let content;
      try {
        content = leagueTeamContent(entry, await kitOf(entry.sourceId));
      } catch (error) {
        if (error instanceof TeamExportError) throw new IpcFailure('invalid-payload', error.words);
        throw error;
      }
      const path = await dialogs().chooseExportPath('team', suggestedFileName(entry.name, 'team'));
      if (path === null) return { cancelled: true as const };
      const doc: TeamFile = teamFileSchema.parse({
        format: TEAM_FORMAT,
        schemaVersion: TEAM_SCHEMA_VERSION,
        savedAt: new Date().toISOString(),
        appVersion: deps.version,
        id: randomUUID(),
        game: dreadball.id,
        ...content,
        homebrew: content.race.kind === 'homebrew',
      });
      await exportTo(path, doc, 'team');
      return { cancelled: false as const, words: words('problems.team.savedTo', { path }) };
    },
    'leagues:import': async () => {
      const path = await dialogs().chooseImportPath('league');
      if (path === null) return { cancelled: true as const };
      const { file, already } = await leagues.import(path);
      return { cancelled: false as const, league: saved(file), already };
    },
  };

  return withStorageFailures<LeagueImplementations>(impl);
}
