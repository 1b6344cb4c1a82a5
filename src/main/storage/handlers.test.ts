import { readdir, readFile } from 'node:fs/promises';
import { english } from '../../../test/english';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHandlerTable, type HandlerDeps, type HandlerTable } from '../ipc/handlers';
import { APP_VERSION, foldGames, sampleMatchInput, sampleTeam, tempDir } from '../../../test/saves/helpers';
import { suggestedFileName, type SaveDialogs, type StorageHandlerDeps } from './handlers';

let dir: string;
let cleanup: () => Promise<void>;
let table: HandlerTable;
let exportPath: string | null;
let importPath: string | null;
const suggested: string[] = [];
const logged: unknown[] = [];

function makeTable(dialogs: SaveDialogs | undefined): HandlerTable {
  const deps: HandlerDeps & StorageHandlerDeps = {
    dataDir: dir,
    appName: 'Rushline',
    version: APP_VERSION,
    platform: 'linux',
    quit: () => undefined,
    openInBrowser: async () => undefined,
    logError: (_channel, error) => logged.push(error),
    saveDialogs: dialogs,
    games: foldGames,
  };
  return createHandlerTable(deps);
}

beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  exportPath = null;
  importPath = null;
  suggested.length = 0;
  logged.length = 0;
  table = makeTable({
    chooseExportPath: async (_kind, name) => {
      suggested.push(name);
      return exportPath;
    },
    chooseImportPath: async () => importPath,
  });
});
afterEach(() => cleanup());

const value = <T = Record<string, unknown>>(result: { ok: boolean; value?: unknown }): T => {
  expect(result).toMatchObject({ ok: true });
  return result.value as T;
};

describe('storage channels', () => {
  it('match flow: save, list, latest, load, rename, export, import, delete', async () => {
    const saved = value<{ id: string }>(await table['matches:save'](sampleMatchInput(20)));
    value(await table['matches:save']({ ...sampleMatchInput(21), id: saved.id }));
    expect(value<unknown[]>(await table['matches:list'](undefined))).toHaveLength(1);
    expect(value(await table['matches:latest'](undefined))).toMatchObject({ id: saved.id, status: 'ok' });
    const loaded = value<{ match: { decisions: unknown[] }; check: unknown }>(await table['matches:load']({ id: saved.id }));
    expect(loaded.match.decisions).toHaveLength(21);
    expect(loaded.check).toEqual({ status: 'ok' });
    expect(value(await table['matches:rename']({ id: saved.id, name: 'Final / "2026"' }))).toMatchObject({ name: 'Final / "2026"' });

    expect(value(await table['matches:export']({ id: saved.id }))).toEqual({ cancelled: true });
    expect(suggested).toEqual(['Final 2026.rushline-match.json']);
    exportPath = join(dir, 'final.rushline-match.json');
    expect(value(await table['matches:export']({ id: saved.id }))).toEqual({ cancelled: false });
    expect(value(await table['matches:import'](undefined))).toEqual({ cancelled: true });
    importPath = exportPath;
    const imported = value<{ cancelled: false; match: { id: string } }>(await table['matches:import'](undefined));
    expect(imported.match.id).not.toBe(saved.id);

    expect(value(await table['matches:delete']({ id: saved.id }))).toBeNull();
    expect(await table['matches:load']({ id: saved.id })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(logged).toEqual([]);
  });

  it('team flow: save (create/update), duplicate, list, export, import, delete', async () => {
    const team = value<{ id: string }>(await table['teams:save']({ team: sampleTeam() }));
    value(await table['teams:save']({ id: team.id, team: sampleTeam({ name: 'Renamed' }) }));
    const copy = value<{ id: string; name: string }>(await table['teams:duplicate']({ id: team.id }));
    expect(copy.name).toBe('Renamed (copy)');
    expect(value<unknown[]>(await table['teams:list'](undefined))).toHaveLength(2);
    exportPath = join(dir, 'team.json');
    expect(value(await table['teams:export']({ id: team.id }))).toEqual({ cancelled: false, words: { key: 'problems.team.savedTo', params: { path: exportPath } } });
    importPath = exportPath;
    expect(value(await table['teams:import'](undefined))).toMatchObject({ cancelled: false, outcome: 'already', team: { id: team.id, name: 'Renamed' } });
    value(await table['teams:delete']({ id: copy.id }));
    expect(value<unknown[]>(await table['teams:list'](undefined))).toHaveLength(1);
  });

  it('rejects traversal and malformed ids before any file is touched', async () => {
    for (const id of ['../settings', '..', '/etc/passwd', 'C:\\x', 'a/b', '', 42, null]) {
      for (const channel of ['matches:load', 'matches:delete', 'matches:restoreBackup', 'matches:export', 'teams:load', 'teams:duplicate'] as const) {
        expect(await table[channel]({ id })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
      }
      expect(await table['matches:rename']({ id, name: 'x' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    // Deep payloads are refused in words before any schema's recursion could overflow on them.
    const nest = (levels: number) => {
      let deep: unknown = 1;
      for (let n = 0; n < levels; n++) deep = [deep];
      return deep;
    };
    const deep = await table['matches:save']({ ...sampleMatchInput(2), snapshot: { deep: nest(100) } as never });
    expect(deep).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(!deep.ok && english(deep.error.words)).toMatch(/more than 64 levels/);
    expect(await table['matches:save']({ ...sampleMatchInput(2), snapshot: { deep: nest(100_000) } as never })).toMatchObject({
      ok: false,
      error: { code: 'invalid-payload' },
    });
    expect(await table['matches:save']({ ...sampleMatchInput(2), id: '../../x' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(await table['matches:import']({ path: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(await table['teams:save']({ team: { ...sampleTeam(), path: '/tmp/x' } })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    await expect(readdir(dir)).resolves.toEqual([]);
  });

  it('exports a log as text: cancelled, written under the chosen name, or a reason', async () => {
    const request = { log: 'dice' as const, text: 'Roll-off: 5 and 3.\n' };
    expect(value(await table['matches:exportLog'](request))).toEqual({ cancelled: true });
    expect(suggested).toEqual(['rushline-dice-log.txt']);
    exportPath = join(dir, 'cup final dice.txt');
    expect(value(await table['matches:exportLog'](request))).toEqual({ cancelled: false, fileName: 'cup final dice.txt' });
    expect(await readFile(exportPath, 'utf8')).toBe(request.text);
    exportPath = join(dir, 'no-such-folder', 'log.txt');
    const missing = await table['matches:exportLog'](request);
    expect(missing).toMatchObject({ ok: false, error: { code: 'io-error', words: { key: 'problems.io.exportFailed' } } });
    // Where the user chose, in words: not a save's "previous save is unchanged", not an errno.
    expect(!missing.ok && english(missing.error.words)).toBe('Rushline could not write the dice log file where you chose: The folder does not exist (any more). Nothing Rushline keeps has changed.');
    expect(await table['matches:exportLog']({ log: 'chat', text: '' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });

  it('passes typed storage errors through and explains a missing dialog', async () => {
    const team = value<{ id: string }>(await table['teams:save']({ team: sampleTeam() }));
    expect(await table['teams:save']({ id: '00000000-0000-4000-8000-0000000000aa', team: sampleTeam() })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    importPath = join(dir, 'missing.json');
    expect(await table['teams:import'](undefined)).toMatchObject({ ok: false, error: { code: 'bad-file' } });
    const noDialogs = makeTable(undefined);
    expect(await noDialogs['teams:export']({ id: team.id })).toMatchObject({ ok: false, error: { code: 'internal', words: { key: 'problems.ipc.noDialogs' } } });
  });

  it('keeps who plays each side through save and load (absent: hot-seat)', async () => {
    const hotSeat = value<{ id: string }>(await table['matches:save'](sampleMatchInput(3)));
    const loadedHotSeat = value<{ match: Record<string, unknown> }>(await table['matches:load']({ id: hotSeat.id }));
    expect(loadedHotSeat.match).not.toHaveProperty('controllers');
    const saved = value<{ id: string }>(await table['matches:save']({ ...sampleMatchInput(4), controllers: { A: 'human', B: 'easy' } }));
    value(await table['matches:save']({ ...sampleMatchInput(5), id: saved.id, controllers: { A: 'hard', B: 'easy' } }));
    const loaded = value<{ match: { controllers?: unknown } }>(await table['matches:load']({ id: saved.id }));
    expect(loaded.match.controllers).toEqual({ A: 'hard', B: 'easy' });
    expect(await table['matches:save']({ ...sampleMatchInput(4), controllers: { A: 'human', B: 'genius' } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-payload' },
    });
  });

  it('suggests safe file names', () => {
    expect(suggestedFileName('../../etc/passwd', 'team')).toBe('etcpasswd.rushline-team.json');
    expect(suggestedFileName('???', 'match')).toBe('rushline-match.rushline-match.json');
    expect(suggestedFileName('Café  Derby', 'match')).toBe('Cafe Derby.rushline-match.json');
  });
});
