// What the Load list gets for each save besides its summary: who played each side (hot-seat for a
// file saved without it) and whether its name was given by a person or is the teams' default,
// checked against the IPC schema the renderer decodes the list with.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_VERSION, foldRules, sampleMatchInput, sequentialIds, tempDir } from '../../../test/saves/helpers';
import { matchListEntrySchema } from '../../shared/ipc/storageChannels';
import { MatchStore } from './matchStore';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => cleanup());

const store = (): MatchStore => new MatchStore({ dataDir: dir, appVersion: APP_VERSION, games: [foldRules], newId: sequentialIds() });

describe('match list entries', () => {
  it('say who played each side, hot-seat for a file without controllers', async () => {
    const s = store();
    const hot = await s.save(sampleMatchInput(5));
    const vsComputer = await s.save({ ...sampleMatchInput(6), controllers: { A: 'human', B: 'hard' } });
    const list = await s.list();
    const of = (id: string) => list.find((e) => e.id === id);
    expect(of(hot.id)).toMatchObject({ status: 'ok', controllers: { A: 'human', B: 'human' } });
    expect(of(vsComputer.id)).toMatchObject({ status: 'ok', controllers: { A: 'human', B: 'hard' } });
    for (const entry of list) expect(matchListEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('tell a given name from the default one, which only repeats the teams', async () => {
    const s = store();
    const plain = await s.save(sampleMatchInput(5));
    const named = await s.save({ ...sampleMatchInput(5), name: 'Cup final' });
    let list = await s.list();
    expect(list.find((e) => e.id === plain.id)).toMatchObject({ named: false });
    expect(list.find((e) => e.id === named.id)).toMatchObject({ named: true, name: 'Cup final' });
    await s.rename(plain.id, 'Derby');
    list = await s.list();
    expect(list.find((e) => e.id === plain.id)).toMatchObject({ named: true, name: 'Derby' });
  });

  it('are refused by the IPC schema without them', () => {
    const entry = { status: 'ok', id: '11111111-1111-4111-8111-111111111111', name: 'A – B', named: false, createdAt: '2025-01-01T00:00:00.000Z', savedAt: '2025-01-01T00:00:00.000Z',
      summary: { teams: [{ name: 'A', shortName: 'A' }, { name: 'B', shortName: 'B' }], score: [0, 0], rush: 0, status: 'in-progress', winner: null },
      teamIds: [], controllers: { A: 'human', B: 'easy' } };
    expect(matchListEntrySchema.safeParse(entry).success).toBe(true);
    const { controllers: _c, ...noControllers } = entry;
    expect(matchListEntrySchema.safeParse(noControllers).success).toBe(false);
    expect(matchListEntrySchema.safeParse({ ...entry, controllers: { A: 'human', B: 'expert' } }).success).toBe(false);
    expect(matchListEntrySchema.safeParse({ ...entry, named: 'yes' }).success).toBe(false);
  });
});
