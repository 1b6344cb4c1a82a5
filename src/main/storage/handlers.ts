// Implementations of the save-file channels (src/shared/ipc/storageChannels.ts), spread into the
// handler table by createHandlerTable. The generic guard there has already validated each payload
// against the contract; the stores check ids again before building any path.
import { words } from '../../shared/words';
import { basename } from 'node:path';
import type { z } from 'zod';
import type { StorageChannel, StorageChannels } from '../../shared/ipc/storageChannels';
import { IpcFailure } from '../ipc/handlers';
import { withStorageFailures } from './ipcFailures';
import { MatchStore, writeExport } from './matchStore';
import { listSaveRules } from '../../shared/game/registry';
import type { SaveRules } from '../../shared/saves/gameRules';
import { TeamStore } from './teamStore';

export type SaveKind = 'match' | 'team' | 'league' | 'log';

/**
 * The main process's file dialogs (Electron's dialog.showSaveDialog / showOpenDialog in the app;
 * a fixed path in tests and e2e). Each resolves to an absolute path, or null when cancelled.
 */
export interface SaveDialogs {
  chooseExportPath(kind: SaveKind, suggestedFileName: string): Promise<string | null>;
  chooseImportPath(kind: SaveKind): Promise<string | null>;
}

export interface StorageHandlerDeps {
  dataDir: string;
  /** App version written into every file. */
  version: string;
  /** Without it, export and import answer with a clear error instead of a dialog. */
  saveDialogs?: SaveDialogs;
  /** The games whose matches are saved; defaults to every game this build plays. */
  games?: readonly SaveRules[];
}

export type StorageImplementations = {
  [C in StorageChannel]: (request: z.output<StorageChannels[C]['request']>) => Promise<z.output<StorageChannels[C]['response']>>;
};

/** File names suggested in the save dialog: letters, digits, spaces and dashes only. */
export function suggestedFileName(name: string, kind: SaveKind): string {
  const safe = name.normalize('NFKD').replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, ' ').slice(0, 48);
  return `${safe || `rushline-${kind}`}.rushline-${kind}.json`;
}

export function createStorageImplementations(deps: StorageHandlerDeps): StorageImplementations {
  const matches = new MatchStore({ dataDir: deps.dataDir, appVersion: deps.version, games: deps.games ?? listSaveRules() });
  const teams = new TeamStore({ dataDir: deps.dataDir, appVersion: deps.version });

  const dialogs = (): SaveDialogs => {
    if (!deps.saveDialogs) throw new IpcFailure('internal', words('problems.ipc.noDialogs'));
    return deps.saveDialogs;
  };
  const savedMatch = (m: { id: string; name: string; savedAt: string }) => ({ id: m.id, name: m.name, savedAt: m.savedAt });

  const impl: StorageImplementations = {
    'matches:list': () => matches.list(),
    'matches:load': ({ id }) => matches.load(id),
    'matches:save': async (request) => savedMatch(await matches.save(request)),
    'matches:latest': () => matches.latest(),
    'matches:rename': async ({ id, name }) => savedMatch(await matches.rename(id, name)),
    'matches:delete': async ({ id }) => {
      await matches.delete(id);
      return null;
    },
    'matches:restoreBackup': async ({ id }) => savedMatch(await matches.restoreBackup(id)),
    'matches:export': async ({ id }) => {
      const { doc } = await matches.folder.read(id);
      const path = await dialogs().chooseExportPath('match', suggestedFileName(doc.name, 'match'));
      if (path === null) return { cancelled: true };
      await matches.export(id, path);
      return { cancelled: false };
    },
    'matches:exportLog': async ({ log, text }) => {
      const path = await dialogs().chooseExportPath('log', `rushline-${log}-log.txt`);
      if (path === null) return { cancelled: true as const };
      await writeExport(path, text, log === 'game' ? 'gameLog' : 'diceLog');
      return { cancelled: false as const, fileName: basename(path) };
    },
    'matches:import': async () => {
      const path = await dialogs().chooseImportPath('match');
      if (path === null) return { cancelled: true as const };
      const loaded = await matches.import(path);
      return { cancelled: false as const, match: savedMatch(loaded.match), check: loaded.check };
    },
    'teams:list': () => teams.list(),
    'teams:load': ({ id }) => teams.load(id),
    'teams:save': ({ id, team }) => teams.save(id, team),
    'teams:duplicate': ({ id }) => teams.duplicate(id),
    'teams:delete': async ({ id }) => {
      await teams.delete(id);
      return null;
    },
    'teams:restoreBackup': ({ id }) => teams.restoreBackup(id),
    'teams:export': async ({ id }) => {
      const team = await teams.load(id);
      const path = await dialogs().chooseExportPath('team', suggestedFileName(team.name, 'team'));
      if (path === null) return { cancelled: true as const };
      await teams.export(id, path);
      // The full path the file was written to, so the coach can find it.
      return { cancelled: false as const, words: words('problems.team.savedTo', { path }) };
    },
    'teams:import': async () => {
      const path = await dialogs().chooseImportPath('team');
      if (path === null) return { cancelled: true as const };
      const { outcome, team } = await teams.import(path);
      return { cancelled: false as const, outcome, team };
    },
  };

  return withStorageFailures<StorageImplementations>(impl);
}
