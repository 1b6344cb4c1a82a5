import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useErrorStore } from './errors';
import { useSavesStore } from './saves';

const ID = '11111111-1111-4111-8111-111111111111';
const entry = {
  status: 'ok' as const,
  id: ID,
  name: 'A vs B',
  named: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  savedAt: '2025-01-02T00:00:00.000Z',
  summary: { teams: [{ name: 'A', shortName: 'AAA' }, { name: 'B', shortName: 'BBB' }], score: [1, 0], rush: 2, status: 'in-progress', winner: null },
  teamIds: ['team-a', 'team-b'],
  controllers: { A: 'human', B: 'human' },
};
const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
const fail = (code: string, key: string, params?: Record<string, string | number>) => Promise.resolve({ ok: false as const, error: { code, words: { key, ...(params ? { params } : {}) } } });

function fakeApi() {
  return {
    list: vi.fn(() => ok([entry])),
    rename: vi.fn((p: { id: string; name: string }) => ok({ id: p.id, name: p.name, savedAt: entry.savedAt })),
    delete: vi.fn(() => ok(null)),
    export: vi.fn(() => ok({ cancelled: false })),
    import: vi.fn(() => ok({ cancelled: true })),
    restoreBackup: vi.fn(() => ok({ id: ID, name: 'A vs B', savedAt: entry.savedAt })),
  };
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  setActivePinia(createPinia());
  api = fakeApi();
  vi.stubGlobal('rushline', { matches: api });
  vi.stubGlobal('window', globalThis);
});
afterEach(() => vi.unstubAllGlobals());

describe('saves store', () => {
  it('lists through matches:list', async () => {
    const saves = useSavesStore();
    await saves.refresh();
    expect(saves.loaded).toBe(true);
    expect(saves.entries).toEqual([entry]);
    expect(saves.count).toBe(1);
  });

  it('renames, then refreshes and notes what happened', async () => {
    const saves = useSavesStore();
    expect(await saves.rename(ID, 'Cup final')).toBe(true);
    expect(api.rename).toHaveBeenCalledWith({ id: ID, name: 'Cup final' });
    expect(api.list).toHaveBeenCalled();
    expect(saves.lastAction).toMatchObject({ kind: 'renamed', name: 'Cup final' });
  });

  it('sends a failed call to the error banner and changes nothing', async () => {
    api.rename.mockImplementation(() => fail('io-error', 'problems.match.damagedNoRename', { detail: 'x' }) as never);
    const saves = useSavesStore();
    expect(await saves.rename(ID, 'x')).toBe(false);
    expect(useErrorStore().errors).toMatchObject([{ code: 'io-error', words: { key: 'problems.match.damagedNoRename' } }]);
    expect(saves.lastAction).toBeUndefined();
    expect(saves.busy).toBe(false);
  });

  it('import: a cancelled dialog is quiet, a refused file reaches the banner with its reason, a good one is noted', async () => {
    const saves = useSavesStore();
    expect(await saves.importMatch()).toBeUndefined();
    expect(useErrorStore().errors).toEqual([]);
    api.import.mockImplementation(() => fail('bad-file', 'problems.notImported', { file: 'cup.rushline-match.json', detail: 'newer' }) as never);
    expect(await saves.importMatch()).toBeUndefined();
    expect(useErrorStore().errors[0]).toMatchObject({ code: 'bad-file', words: { key: 'problems.notImported', params: { file: 'cup.rushline-match.json', detail: 'newer' } } });
    api.import.mockImplementation(() => ok({ cancelled: false, match: { id: ID, name: 'A vs B', savedAt: entry.savedAt }, check: { status: 'mismatch', words: { key: 'problems.match.snapshotMismatch' } } }) as never);
    expect(await saves.importMatch()).toBe(ID);
    expect(saves.lastAction).toMatchObject({ kind: 'importedRebuilt', name: 'A vs B' });
  });

  it('deletes, exports and restores by id', async () => {
    const saves = useSavesStore();
    await saves.refresh();
    expect(await saves.exportMatch(ID)).toBe(true);
    expect(saves.lastAction).toMatchObject({ kind: 'exported', name: 'A vs B' });
    expect(await saves.remove(ID)).toBe(true);
    expect(api.delete).toHaveBeenCalledWith({ id: ID });
    expect(saves.lastAction).toMatchObject({ kind: 'deleted', name: 'A vs B' });
    expect(await saves.restore(ID)).toBe(true);
    expect(api.restoreBackup).toHaveBeenCalledWith({ id: ID });
    expect(saves.lastAction).toMatchObject({ kind: 'restored' });
  });

  it('says so when this build has no match storage', async () => {
    vi.stubGlobal('rushline', {});
    const saves = useSavesStore();
    await saves.refresh();
    expect(saves.available).toBe(false);
    expect(await saves.rename(ID, 'x')).toBe(false);
  });
});
