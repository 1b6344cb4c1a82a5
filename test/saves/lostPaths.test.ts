// Issue "Saves lose nothing, ever": one regression test per path where a match was lost, a file
// written that was later refused, or the main process stalled. Each names the class it closes.
import { english } from '../english';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StorageError } from '../../src/main/storage/errors';
import { MatchStore } from '../../src/main/storage/matchStore';
import { TeamStore } from '../../src/main/storage/teamStore';
import { matchListEntrySchema } from '../../src/shared/ipc/storageChannels';
import { dreadballSaves } from '../../src/shared/games/dreadball/saves';
import { decodeMatch } from '../../src/shared/saves/decode';
import type { SaveRules } from '../../src/shared/saves/gameRules';
import { matchNameSchema, teamNameSchema } from '../../src/shared/saves/schemas';
import { APP_VERSION, foldRules, sampleMatchInput, sampleSetup, sampleTeam, sequentialIds, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir('rushline-lost-')));
afterEach(() => cleanup());

const matches = (extra: Partial<ConstructorParameters<typeof MatchStore>[0]> = {}) =>
  new MatchStore({ dataDir: dir, appVersion: APP_VERSION, games: [foldRules, looseRules], newId: sequentialIds(), ...extra });

/** A game whose own schemas accept any JSON: the store's size and depth limits must hold anyway. */
const looseRules: SaveRules = {
  ...foldRules,
  game: 'loose-test',
  snapshot: z.record(z.string(), z.json()),
  summarise: () => ({ teams: [{ name: 'A', shortName: 'A' }, { name: 'B', shortName: 'B' }], score: [0, 0], rush: 1, status: 'in-progress', winner: null }),
};

/** Resolves with the promise's outcome, or rejects if it has not settled within `ms`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);
}

async function storageError(promise: Promise<unknown>): Promise<StorageError> {
  const error = await promise.then(
    () => new Error('expected a StorageError'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

const matchesDir = () => join(dir, 'matches');
const fileOf = (id: string) => join(matchesDir(), `${id}.rushline-match.json`);

describe('1. every path the app opens is checked (regular file, size cap) before it is read', () => {
  const linux = process.platform === 'linux';

  it.skipIf(!linux)('a FIFO as a .bak with no main file: the list answers, and so does an unrelated save (Linux)', async () => {
    await mkdir(matchesDir(), { recursive: true });
    const fifos = ['a', 'b', 'c', 'd'].map((c) => `${c.repeat(8)}-1111-4111-8111-111111111111`);
    // Four FIFOs: enough to block every thread of libuv's pool if they were read.
    for (const id of fifos) execFileSync('mkfifo', [`${fileOf(id)}.bak`]);
    const s = matches();
    const list = await within(1000, s.list());
    expect(list.filter((e) => e.status === 'damaged').map((e) => e.id).sort()).toEqual(fifos);
    for (const entry of list) expect(entry).toMatchObject({ status: 'damaged', reason: 'missing', hasValidBackup: false });
    const saved = await within(1000, s.save(sampleMatchInput(4)));
    expect((await within(1000, matches().load(saved.id))).check.status).toBe('ok');
  });

  it.skipIf(!linux)('a .bak that links to /dev/zero, and a 700 MB sparse .bak, are refused without reading them (Linux)', async () => {
    await mkdir(matchesDir(), { recursive: true });
    const zero = '22222222-2222-4222-8222-222222222222';
    const huge = '33333333-3333-4333-8333-333333333333';
    await symlink('/dev/zero', `${fileOf(zero)}.bak`);
    await writeFile(`${fileOf(huge)}.bak`, '');
    await truncate(`${fileOf(huge)}.bak`, 700 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const s = matches();
    const list = await within(1000, s.list());
    expect(list).toHaveLength(2);
    for (const entry of list) expect(entry).toMatchObject({ status: 'damaged', hasValidBackup: false });
    await expect(within(1000, s.restoreBackup(zero))).rejects.toMatchObject({ code: 'io-error', reason: 'unreadable' });
    await expect(within(1000, s.restoreBackup(huge))).rejects.toMatchObject({ code: 'io-error', reason: 'too-large' });
    // Reading either would have cost hundreds of MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it.skipIf(!linux)('an import that is a FIFO is refused at once (Linux)', async () => {
    const path = join(dir, 'incoming.rushline-match.json');
    execFileSync('mkfifo', [path]);
    const error = await storageError(within(1000, matches().import(path)));
    expect(error.code).toBe('bad-file');
    expect(error.message).toMatch(/not a file/);
  });
});

describe('2. user text is cut by grapheme, and a generated default never fails validation', () => {
  const withNames = (a: string, b: string) => {
    const input = sampleMatchInput(3);
    const setup = sampleSetup();
    setup.teams[0].name = a;
    setup.teams[1].name = b;
    const replayed = foldRules.replay(setup, input.decisions);
    if (!replayed.ok) throw new Error(replayed.reason);
    return { ...input, setup, snapshot: replayed.state as typeof input.snapshot };
  };

  it('a new match saves whatever legal team names make its default name, the emoji at every cut position', async () => {
    const s = matches();
    // Team names are at most 32 units; the default "A – B" is cut at 64.
    for (let a = 28; a <= 32; a++) {
      for (let b = 0; b <= 29; b++) {
        const nameA = 'a'.repeat(a);
        const nameB = `${'b'.repeat(b)}😀bb`;
        const saved = await s.save(withNames(nameA, nameB));
        expect(matchNameSchema.safeParse(saved.name).success, saved.name).toBe(true);
        expect(`${nameA} – ${nameB}`.startsWith(saved.name)).toBe(true);
        expect(saved.name.length).toBeLessThanOrEqual(64);
      }
    }
    // The case: 'a'x32 and 'b'x27 + '😀bb'.
    const known = await s.save(withNames('a'.repeat(32), `${'b'.repeat(27)}😀bb`));
    expect(known.name).toBe(`${'a'.repeat(32)} – ${'b'.repeat(27)}😀`);
  });

  it('a duplicated team keeps a valid name, the emoji at every cut position', async () => {
    const teams = new TeamStore({ dataDir: dir, appVersion: APP_VERSION });
    for (let b = 0; b <= 30; b++) {
      const name = `${'b'.repeat(b)}😀bb`.slice(0, 32);
      if (!teamNameSchema.safeParse(name).success) continue;
      const original = await teams.create(sampleTeam({ name }));
      const copy = await teams.duplicate(original.id);
      expect(teamNameSchema.safeParse(copy.name).success, copy.name).toBe(true);
      expect(copy.name.endsWith(' (copy)')).toBe(true);
    }
  });
});

describe('3. what the writer accepts is exactly what the reader accepts', () => {
  it('a snapshot nested 100 deep is refused at write time with a typed error, and the saved match is untouched', async () => {
    const s = matches();
    const good = await s.save({ ...sampleMatchInput(4), game: 'loose-test' });
    const before = await readFile(fileOf(good.id), 'utf8');
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { d: deep };
    const error = await storageError(s.save({ ...sampleMatchInput(5), game: 'loose-test', id: good.id, snapshot: { deep } as never }));
    expect(error).toMatchObject({ code: 'invalid-payload', reason: 'schema' });
    expect(error.message).toMatch(/more than 64 levels/);
    expect(await readFile(fileOf(good.id), 'utf8')).toBe(before);
    expect((await matches().load(good.id)).match.decisions).toHaveLength(4);
  });

  it('a payload that pretty-prints past the size limit is refused at write time, never written', async () => {
    const s = matches();
    const good = await s.save({ ...sampleMatchInput(4), game: 'loose-test' });
    // ~200 KB as compact JSON; 40 levels of indentation make every number a line of ~90 bytes.
    let wide: unknown = Array.from({ length: 100_000 }, (_, i) => i % 10);
    for (let i = 0; i < 40; i++) wide = [wide];
    expect(JSON.stringify(wide).length).toBeLessThan(400_000);
    // In the setup, which keeps fields it does not know (the state would be replaced by the log's).
    const input = sampleMatchInput(5);
    const error = await storageError(s.save({ ...input, game: 'loose-test', id: good.id, setup: { ...input.setup, wide } as never }));
    expect(error).toMatchObject({ code: 'invalid-payload', reason: 'too-large' });
    expect((await matches().load(good.id)).match.decisions).toHaveLength(4);
    const names = await readdir(matchesDir());
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('a DreadBall-shaped log of another game, or a decision the game does not know, is refused at write time', async () => {
    const s = matches();
    const error = await storageError(s.save({ ...sampleMatchInput(4), decisions: [{ nokind: true } as never] }));
    expect(error).toMatchObject({ code: 'invalid-payload', reason: 'schema' });
    expect(error.message).toMatch(/fold-test decision 1/);
    // The envelope knows only the seed and the team ids; the game's own schema checks the rest.
    const input = sampleMatchInput(4);
    const noNames = await storageError(s.save({ ...input, setup: { ...input.setup, teams: [{ id: 'a' }, { id: 'b' }] } as never }));
    expect(noNames.message).toMatch(/fold-test setup/);
    const unknown = await storageError(s.save({ ...sampleMatchInput(4), game: 'chess' }));
    expect(unknown.message).toMatch(/does not play \("chess"\)/);
  });
});

describe('5. "latest" is the match saved last, whatever the clock says', () => {
  it('the clock set back: the later save is still the latest, also for a fresh store after a restart', async () => {
    let clock = Date.UTC(2026, 5, 1);
    const now = () => new Date((clock -= 3_600_000));
    const s = matches({ now });
    const first = await s.save(sampleMatchInput(3));
    const second = await s.save(sampleMatchInput(4));
    expect(second.savedAt < first.savedAt).toBe(true);
    expect((await s.latest())?.id).toBe(second.id);
    await s.save({ ...sampleMatchInput(5), id: first.id });
    expect((await s.latest())?.id).toBe(first.id);
    const afterRestart = matches({ now, newId: sequentialIds(50) });
    const third = await afterRestart.save(sampleMatchInput(6));
    expect((await afterRestart.list()).map((e) => e.id)).toEqual([third.id, first.id, second.id]);
  });
});

describe('6. a damaged file is never renamed over another', () => {
  it('two quarantines of one id at the same clock reading keep both damaged files', async () => {
    const fixed = () => new Date(Date.UTC(2026, 0, 1));
    const s = matches({ now: fixed });
    const m = await s.save(sampleMatchInput(3));
    // The store's clock stamps the names of damaged files: both get the same reading.
    await writeFile(fileOf(m.id), 'first damage');
    await s.save({ ...sampleMatchInput(4), id: m.id });
    await writeFile(fileOf(m.id), 'second damage');
    await s.save({ ...sampleMatchInput(5), id: m.id });
    const aside = (await readdir(matchesDir())).filter((n) => n.includes('.damaged-')).sort();
    expect(aside).toHaveLength(2);
    const contents = await Promise.all(aside.map((n) => readFile(join(matchesDir(), n), 'utf8')));
    expect(contents.sort()).toEqual(['first damage', 'second damage']);
  });
});

describe('smaller gaps', () => {
  it('a summary that disagrees with the state is corrected from the state in the list and from the replay on load', async () => {
    const s = matches();
    const m = await s.save(sampleMatchInput(6));
    const doc = JSON.parse(await readFile(fileOf(m.id), 'utf8'));
    doc.summary = { ...doc.summary, score: [99, 0], status: 'finished', winner: 0 };
    await writeFile(fileOf(m.id), JSON.stringify(doc));
    const fresh = matches();
    const [entry] = await fresh.list();
    expect(entry).toMatchObject({ status: 'ok', summary: { score: [0, 0], status: 'in-progress', winner: null } });
    expect((await fresh.latest())?.id).toBe(m.id);
    const loaded = await fresh.load(m.id);
    expect(loaded.match.summary).toMatchObject({ score: [0, 0], status: 'in-progress' });
  });

  it('a delete racing a queued autosave does not bring the match back', async () => {
    const s = matches();
    const m = await s.save(sampleMatchInput(3));
    const late = s.save({ ...sampleMatchInput(9), id: m.id });
    const gone = s.delete(m.id);
    const later = s.save({ ...sampleMatchInput(10), id: m.id });
    await late;
    await gone;
    await expect(later).rejects.toMatchObject({ code: 'not-found' });
    expect(await readdir(matchesDir())).toEqual([]);
    expect(await s.list()).toEqual([]);
  });

  it('JSON errors never repeat the file content', async () => {
    const secret = 'my-bank-pin-4711';
    const decoded = decodeMatch(`{\n  "format": "rushline-match",\n  "note": ${secret}\n}`);
    expect(decoded).toMatchObject({ ok: false, reason: 'invalid-json' });
    expect(decodeMatch('{"format": "rushline-match", "na')).toMatchObject({ ok: false, words: { key: 'problems.file.invalidJsonCut' } });
    expect(!decoded.ok && english(decoded.words)).not.toContain(secret);
    const foreign = decodeMatch(JSON.stringify({ format: secret }));
    expect(!foreign.ok && english(foreign.words)).not.toContain(secret);
    const odd = decodeMatch(JSON.stringify({ ...JSON.parse(await readFile(join(import.meta.dirname, '../fixtures/saves/match-v1.rushline-match.json'), 'utf8')), [secret]: 1 }));
    expect(!odd.ok && english(odd.words)).not.toContain(secret);
  });

  it.skipIf(process.platform === 'win32')('an exported file gets the user\'s normal permissions (0644 under umask 022), saves stay private', async () => {
    const previous = process.umask(0o022);
    try {
      const s = matches();
      const m = await s.save(sampleMatchInput(3));
      const out = join(dir, 'export.rushline-match.json');
      await s.export(m.id, out);
      expect((await stat(out)).mode & 0o777).toBe(0o644);
      expect((await stat(fileOf(m.id))).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });

  it('an id from the renderer is never echoed in the error', async () => {
    const error = await storageError(matches().load('<img src=x onerror=alert(1)>'));
    expect(error.message).not.toContain('<img');
  });
});

describe('siblings found by review', () => {
  const v1 = () => readFile(join(import.meta.dirname, '../fixtures/saves/match-v1.rushline-match.json'), 'utf8');
  const withDreadBall = (extra: Partial<ConstructorParameters<typeof MatchStore>[0]> = {}) => matches({ games: [foldRules, dreadballSaves], ...extra });

  it('one file whose state cannot be summarised is listed as damaged; the list, latest and the other matches still answer', async () => {
    await mkdir(matchesDir(), { recursive: true });
    const good = JSON.parse(await v1());
    const badId = '44444444-4444-4444-8444-444444444444';
    const bad = { ...structuredClone(good), id: badId };
    bad.snapshot.teams[0].name = '';
    await writeFile(fileOf(good.id), JSON.stringify(good));
    await writeFile(fileOf(badId), JSON.stringify(bad));
    const s = withDreadBall();
    const list = await s.list();
    expect(list.find((e) => e.id === good.id)).toMatchObject({ status: 'ok' });
    expect(list.find((e) => e.id === badId)).toMatchObject({ status: 'damaged', reason: 'schema' });
    for (const entry of list) expect(matchListEntrySchema.safeParse(entry).success, JSON.stringify(entry).slice(0, 200)).toBe(true);
    expect((await s.latest())?.id).toBe(good.id);
  });

  it('a failed read of the folder for the save counter is not remembered: the next save reads it again', async () => {
    await writeFile(matchesDir(), 'not a folder');
    const s = matches();
    await expect(s.save(sampleMatchInput(3))).rejects.toBeInstanceOf(StorageError);
    const { rm } = await import('node:fs/promises');
    await rm(matchesDir());
    const saved = await s.save(sampleMatchInput(3));
    expect(saved.saveSeq).toBe(1);
  });

  it('a file claiming the highest save counter there is does not stop new saves', async () => {
    const s = matches();
    const m = await s.save(sampleMatchInput(3));
    const doc = JSON.parse(await readFile(fileOf(m.id), 'utf8'));
    await writeFile(fileOf(m.id), JSON.stringify({ ...doc, saveSeq: Number.MAX_SAFE_INTEGER }));
    const next = await matches({ newId: sequentialIds(40) }).save(sampleMatchInput(4));
    expect(next.saveSeq).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('a match from newer rules opens read-only even when its log replays, and is never saved over by this build', async () => {
    await mkdir(matchesDir(), { recursive: true });
    const migrated = decodeMatch(await v1());
    if (!migrated.ok) throw new Error(english(migrated.words));
    const newer = { ...migrated.doc, rulesVersion: dreadballSaves.rulesVersion + 1 };
    await writeFile(fileOf(newer.id), JSON.stringify(newer));
    const s = withDreadBall();
    const loaded = await s.load(newer.id);
    expect(loaded.check.status === 'read-only' && english(loaded.check.words)).toMatch(/newer than this Rushline’s.*update Rushline/);
    const before = await readFile(fileOf(newer.id), 'utf8');
    await expect(s.save({ id: newer.id, game: 'dreadball', setup: newer.setup, decisions: newer.decisions, snapshot: newer.snapshot })).rejects.toMatchObject({
      code: 'invalid-payload',
      message: expect.stringMatching(/opens read-only/),
    });
    expect(await readFile(fileOf(newer.id), 'utf8')).toBe(before);
  });

  it("a team file of another game is refused, never read (or saved over) as a DreadBall team, and refusals don't quote its content", async () => {
    const teams = new TeamStore({ dataDir: dir, appVersion: APP_VERSION });
    const team = await teams.create(sampleTeam());
    const path = join(dir, 'teams', `${team.id}.rushline-team.json`);
    const doc = JSON.parse(await readFile(path, 'utf8'));
    // A DreadBall team under Blood Bowl's name is not a Blood Bowl team: broken, not read as either.
    await writeFile(path, JSON.stringify({ ...doc, game: 'bloodbowl' }));
    await expect(new TeamStore({ dataDir: dir, appVersion: APP_VERSION }).load(team.id)).rejects.toMatchObject({ reason: 'schema' });
    await writeFile(path, JSON.stringify({ ...doc, game: 'chess' }));
    await expect(new TeamStore({ dataDir: dir, appVersion: APP_VERSION }).load(team.id)).rejects.toMatchObject({ reason: 'wrong-format' });
    await expect(new TeamStore({ dataDir: dir, appVersion: APP_VERSION }).update(team.id, sampleTeam())).rejects.toMatchObject({ code: 'io-error' });
    const secret = 'my-bank-pin-4711';
    await writeFile(path, JSON.stringify({ ...doc, players: doc.players.map((p: object) => ({ ...p, typeId: secret })) }));
    const error = await new TeamStore({ dataDir: dir, appVersion: APP_VERSION }).load(team.id).catch((e: unknown) => e as StorageError);
    expect((error as StorageError).message).not.toContain(secret);
  });
});
