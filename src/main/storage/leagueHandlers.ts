// Implementations of the league channels (src/shared/ipc/leagueChannels.ts), spread into the
// handler table by createHandlerTable. The guard there has validated each payload already; the
// store checks ids again before building any path.
import type { z } from 'zod';
import { words } from '../../shared/words';
import type { LeagueChannel, LeagueChannels } from '../../shared/ipc/leagueChannels';
import type { League } from '../../shared/league/types';
import { IpcFailure } from '../ipc/handlers';
import { StorageError } from './errors';
import { suggestedFileName, type SaveDialogs } from './handlers';
import { LeagueStore } from './leagueStore';

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
    'leagues:import': async () => {
      const path = await dialogs().chooseImportPath('league');
      if (path === null) return { cancelled: true as const };
      return { cancelled: false as const, league: saved(await leagues.import(path)) };
    },
  };

  // StorageError -> IpcFailure, so the generic guard passes code and words through as they are.
  return Object.fromEntries(
    Object.entries(impl).map(([channel, run]) => [
      channel,
      async (request: unknown) => {
        try {
          return await (run as (r: unknown) => Promise<unknown>)(request);
        } catch (error) {
          if (error instanceof StorageError) throw new IpcFailure(error.code, error.words);
          throw error;
        }
      },
    ]),
  ) as LeagueImplementations;
}
