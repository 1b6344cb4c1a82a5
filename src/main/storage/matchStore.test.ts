import { chmod, copyFile, mkdir, open, readdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { english } from '../../../test/english';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeMatch } from '../../shared/saves/decode';
import {
  APP_VERSION,
  foldRules,
  sampleMatchInput,
  sequentialIds,
  tempDir,
} from '../../../test/saves/helpers';
import type { AtomicFs } from '../settings/atomicWrite';
import { StorageError } from './errors';
import { MatchStore, SNAPSHOT_MISMATCH } from './matchStore';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { dreadballSaves } from '../../shared/games/dreadball/saves';

const fixtures = join(import.meta.dirname, '../../../test/fixtures/saves');

let dir: string;
let cleanup: () => Promise<void>;
let clock: number;
const now = () => new Date(Date.UTC(2026, 0, 1) + clock++ * 1000);

function store(extra: Partial<ConstructorParameters<typeof MatchStore>[0]> = {}): MatchStore {
  return new MatchStore({ dataDir: dir, appVersion: APP_VERSION, games: [foldRules, dreadballSaves], now, newId: sequentialIds(), ...extra });
}

async function expectStorageError(promise: Promise<unknown>, code: string, reason?: string): Promise<StorageError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a StorageError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  expect((error as StorageError).code).toBe(code);
  if (reason) expect((error as StorageError).reason).toBe(reason);
  return error as StorageError;
}

/** Changes a saved match file on disk, as a hand edit or a damaged disk would. */
async function editFile(id: string, change: (doc: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const path = join(dir, 'matches', `${id}.rushline-match.json`);
  await writeFile(path, JSON.stringify(change(JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>)));
}

beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  clock = 0;
});
afterEach(() => cleanup());

describe('match store: round trips', () => {
  it('saves a new match under a fresh id and loads it back exactly', async () => {
    const s = store();
    const input = sampleMatchInput(60);
    const saved = await s.save(input);
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.name).toBe('Trontek 29ers – Greenmoon Smackers');
    const file = join(dir, 'matches', `${saved.id}.rushline-match.json`);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('\n  "format": "rushline-match"');
    const loaded = await store().load(saved.id);
    expect(loaded.check).toEqual({ status: 'ok' });
    expect(loaded.match).toEqual(saved);
    expect(loaded.match.decisions).toEqual(input.decisions);
    expect(loaded.match.snapshot).toEqual(input.snapshot);
    expect(loaded.match.appVersion).toBe(APP_VERSION);
  });

  it('autosave rewrites in place, keeps createdAt and name, and keeps the previous version as .bak', async () => {
    const s = store();
    const first = await s.save(sampleMatchInput(10));
    await s.rename(first.id, 'Cup final');
    const second = await s.save({ ...sampleMatchInput(11), id: first.id });
    expect(second.createdAt).toBe(first.createdAt);
    expect(second.name).toBe('Cup final');
    expect(second.savedAt > first.savedAt).toBe(true);
    const path = join(dir, 'matches', `${first.id}.rushline-match.json`);
    const bak = decodeMatch(await readFile(`${path}.bak`, 'utf8'));
    expect(bak.ok && bak.doc.decisions.length).toBe(10);
    expect(bak.ok && bak.doc.name).toBe('Cup final');
    const files = await readdir(join(dir, 'matches'));
    expect(files.sort()).toEqual([`${first.id}.rushline-match.json`, `${first.id}.rushline-match.json.bak`]);
  });

  it('lists newest first with summaries; latest is the newest match in progress', async () => {
    const s = store();
    const a = await s.save(sampleMatchInput(5));
    const b = await s.save(sampleMatchInput(6, { finished: true }));
    const c = await s.save(sampleMatchInput(7));
    await s.save({ ...sampleMatchInput(8), id: a.id });
    const list = await store().list();
    expect(list.map((e) => e.id)).toEqual([a.id, c.id, b.id]);
    expect(list[2]).toMatchObject({ status: 'ok', summary: { status: 'finished' } });
    expect(list[0]).toMatchObject({ status: 'ok', summary: { teams: [{ name: 'Trontek 29ers' }, { name: 'Greenmoon Smackers' }] } });
    // The sheets' ids ride along, so the team list can tell which teams are in use without loading matches.
    expect(list[0]).toMatchObject({ teamIds: [STOCK_TEAMS[0]?.id, STOCK_TEAMS[1]?.id] });
    expect((await s.latest())?.id).toBe(a.id);
    expect(await store({ dataDir: join(dir, 'empty') }).latest()).toBeNull();
    expect(await store({ dataDir: join(dir, 'empty') }).list()).toEqual([]);
  });

  it('renames and deletes (file and backup)', async () => {
    const s = store();
    const m = await s.save(sampleMatchInput(5));
    await s.save({ ...sampleMatchInput(6), id: m.id });
    expect((await s.rename(m.id, 'Derby')).name).toBe('Derby');
    expect((await store().load(m.id)).match.name).toBe('Derby');
    await expectStorageError(s.rename(m.id, ''), 'invalid-payload');
    await s.delete(m.id);
    expect(await readdir(join(dir, 'matches'))).toEqual([]);
    await expectStorageError(s.load(m.id), 'not-found');
    await expectStorageError(s.delete(m.id), 'not-found');
  });

  it('a new save never takes an id that exists (file or backup only)', async () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const s = store({ newId: () => ids.shift()! });
    const first = await s.save(sampleMatchInput(3));
    const second = await s.save(sampleMatchInput(3));
    expect([first.id, second.id]).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']);
  });

  it('refuses to write a match that does not fit the schema', async () => {
    const input = sampleMatchInput(3);
    const bad = { ...input, snapshot: { ...input.snapshot, rush: 'third' } };
    await expectStorageError(store().save(bad), 'invalid-payload', 'schema');
    expect(await readdir(join(dir, 'matches')).catch(() => [])).toEqual([]);
  });
});

describe('match store: ids and paths', () => {
  const attempts = [
    '../settings',
    '..',
    '../../etc/passwd',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    'a/b',
    'a\\b',
    '',
    ' 00000000-0000-4000-8000-000000000001',
    '00000000-0000-4000-8000-000000000001/../x',
    '00000000-0000-4000-8000-00000000000G',
    'CON',
    '00000000-0000-4000-8000-000000000001\u0000',
  ];

  it.each(attempts)('rejects %j on every id-taking operation', async (id) => {
    const s = store();
    for (const op of [
      () => s.load(id),
      () => s.rename(id, 'x'),
      () => s.delete(id),
      () => s.restoreBackup(id),
      () => s.export(id, join(dir, 'out.json')),
      () => s.save({ ...sampleMatchInput(2), id }),
    ]) {
      const error = await expectStorageError(op(), 'invalid-payload');
      expect(error.message).toMatch(/not a valid match id/);
    }
  });

  it('ignores foreign file names in the folder', async () => {
    const s = store();
    const m = await s.save(sampleMatchInput(2));
    await writeFile(join(dir, 'matches', 'notes.txt'), 'hello');
    await writeFile(join(dir, 'matches', 'my match.rushline-match.json'), '{}');
    await writeFile(join(dir, 'matches', `${m.id}.rushline-match.json.123.abcd.tmp`), 'half');
    const old = join(dir, 'matches', `${m.id}.rushline-match.json.1.dead.tmp`);
    await writeFile(old, 'left by a killed write');
    await utimes(old, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    expect((await s.list()).map((e) => e.id)).toEqual([m.id]);
    // A fresh temp file may belong to a live writer and stays; an hour-old one is swept.
    const left = await readdir(join(dir, 'matches'));
    expect(left).toContain(`${m.id}.rushline-match.json.123.abcd.tmp`);
    expect(left).not.toContain(`${m.id}.rushline-match.json.1.dead.tmp`);
  });
});

describe('match store: concurrency and failures', () => {
  it('concurrent saves of the same match: last write wins and the file is always valid', async () => {
    const s = store();
    const m = await s.save(sampleMatchInput(1));
    const path = join(dir, 'matches', `${m.id}.rushline-match.json`);
    let reads = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const result = decodeMatch(await readFile(path, 'utf8'));
        expect(result.ok).toBe(true);
        reads++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    await Promise.all(Array.from({ length: 30 }, (_, i) => s.save({ ...sampleMatchInput(i + 2), id: m.id })));
    reading = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    const loaded = await store().load(m.id);
    expect(loaded.match.decisions).toHaveLength(31);
    // Two stores (two windows) on one folder: still a valid file, one of the two versions.
    const other = store();
    await Promise.all([s.save({ ...sampleMatchInput(50), id: m.id }), other.save({ ...sampleMatchInput(51), id: m.id })]);
    expect([50, 51]).toContain((await store().load(m.id)).match.decisions.length);
  });

  const failures: [string, Partial<AtomicFs>][] = [
    [
      'disk full while writing',
      {
        open: (async (path: string, flags: string, mode?: number) => {
          const handle = await open(path, flags, mode);
          const write = handle.writeFile.bind(handle);
          handle.writeFile = (async (data: string) => {
            await write(data.slice(0, 100));
            throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
          }) as typeof handle.writeFile;
          return handle;
        }) as AtomicFs['open'],
      },
    ],
    ['read-only folder', { open: (async () => Promise.reject(Object.assign(new Error('EROFS'), { code: 'EROFS' }))) as unknown as AtomicFs['open'] }],
    [
      'rename refused',
      {
        rename: (async (from: string, to: string) => {
          if (to.endsWith('.bak')) return rename(from, to);
          throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
        }) as AtomicFs['rename'],
      },
    ],
  ];

  it.each(failures)('%s: clear io-error, old file intact, no temp files left', async (_label, fs) => {
    const good = store();
    const m = await good.save(sampleMatchInput(4));
    const path = join(dir, 'matches', `${m.id}.rushline-match.json`);
    const before = await readFile(path, 'utf8');
    const failing = store({ fs });
    const error = await expectStorageError(failing.save({ ...sampleMatchInput(9), id: m.id }), 'io-error');
    expect(error.message).toMatch(/could not save this match \(E[A-Z]+\)\..*previous save is unchanged/);
    expect(await readFile(path, 'utf8')).toBe(before);
    expect((await readdir(join(dir, 'matches'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect((await store().load(m.id)).match.decisions).toHaveLength(4);
  });

  it.skipIf(process.getuid?.() === 0 || process.platform === 'win32')('read-only folder by chmod (non-root only)', async () => {
    const s = store();
    const m = await s.save(sampleMatchInput(4));
    const path = join(dir, 'matches', `${m.id}.rushline-match.json`);
    const before = await readFile(path, 'utf8');
    await chmod(join(dir, 'matches'), 0o500);
    try {
      await expectStorageError(s.save({ ...sampleMatchInput(9), id: m.id }), 'io-error');
      expect(await readFile(path, 'utf8')).toBe(before);
    } finally {
      await chmod(join(dir, 'matches'), 0o700);
    }
  });
});

describe('match store: damaged files', () => {
  async function damagedFolder() {
    const s = store();
    const m = await s.save(sampleMatchInput(4));
    await s.save({ ...sampleMatchInput(5), id: m.id }); // now there is a valid .bak
    const path = join(dir, 'matches', `${m.id}.rushline-match.json`);
    return { s, m, path };
  }

  it('lists each kind of damage with its reason, never crashing, never touching the file', async () => {
    const s = store();
    const cases: [string, string | ((v1: string) => string)][] = [
      ['invalid-json', '{"format": "rushline-match", '],
      ['wrong-format', JSON.stringify({ hello: 'world' })],
      ['schema', (v1) => v1.replace('"summary"', '"summery"')],
      ['newer-version', (v1) => v1.replace('"schemaVersion": 1', '"schemaVersion": 7')],
      ['id-mismatch', (v1) => v1],
    ];
    const v1 = await readFile(join(fixtures, 'match-v1.rushline-match.json'), 'utf8');
    await mkdir(join(dir, 'matches'), { recursive: true });
    const expected = new Map<string, string>();
    for (const [index, [reason, content]] of cases.entries()) {
      const id = `00000000-0000-4000-8000-${String(900 + index).padStart(12, '0')}`;
      const text = typeof content === 'string' ? content : content(v1);
      await writeFile(join(dir, 'matches', `${id}.rushline-match.json`), text);
      expected.set(id, reason);
    }
    const good = await s.save(sampleMatchInput(3));
    const list = await s.list();
    expect(list).toHaveLength(cases.length + 1);
    for (const entry of list) {
      if (entry.id === good.id) {
        expect(entry.status).toBe('ok');
        continue;
      }
      expect(entry).toMatchObject({ status: 'damaged', reason: expected.get(entry.id), hasValidBackup: false });
      if (entry.status === 'damaged') expect(english(entry.words).length).toBeGreaterThan(10);
      await expectStorageError(s.load(entry.id), 'io-error', expected.get(entry.id));
    }
    // Nothing was rewritten or moved.
    expect((await readdir(join(dir, 'matches'))).length).toBe(cases.length + 1);
  });

  it('offers the .bak of a damaged file and restores it, keeping the damaged file aside', async () => {
    const { s, m, path } = await damagedFolder();
    await writeFile(path, 'garbage{');
    const [entry] = await s.list();
    expect(entry).toMatchObject({ status: 'damaged', reason: 'invalid-json', hasValidBackup: true });
    const restored = await s.restoreBackup(m.id);
    expect(restored.decisions).toHaveLength(4);
    expect((await s.load(m.id)).match.decisions).toHaveLength(4);
    const files = await readdir(join(dir, 'matches'));
    const aside = files.filter((f) => f.includes('.damaged-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(dir, 'matches', aside[0]!), 'utf8')).toBe('garbage{');
    expect(files).toContain(`${m.id}.rushline-match.json.bak`);
    await expectStorageError(s.restoreBackup(m.id), 'invalid-payload'); // not damaged any more
  });

  it('a missing file with a valid .bak is listed and restorable', async () => {
    const { s, m, path } = await damagedFolder();
    await rename(path, join(dir, 'elsewhere.json'));
    expect(await s.list()).toMatchObject([{ status: 'damaged', reason: 'missing', hasValidBackup: true }]);
    await expectStorageError(s.load(m.id), 'not-found', 'missing');
    await s.restoreBackup(m.id);
    expect((await s.load(m.id)).check.status).toBe('ok');
  });

  it('a damaged .bak is reported and not restored', async () => {
    const { s, m, path } = await damagedFolder();
    await writeFile(path, '');
    await writeFile(`${path}.bak`, '{"format":"rushline-match","schemaVersion":1}');
    expect(await s.list()).toMatchObject([{ status: 'damaged', reason: 'invalid-json', hasValidBackup: false }]);
    await expectStorageError(s.restoreBackup(m.id), 'io-error', 'schema');
    expect(await readFile(path, 'utf8')).toBe('');
  });

  it('autosave over a file damaged meanwhile moves the damaged file aside instead of overwriting it', async () => {
    const { s, m, path } = await damagedFolder();
    await writeFile(path, 'not json at all');
    const saved = await s.save({ ...sampleMatchInput(6), id: m.id });
    expect((await s.load(m.id)).match.decisions).toHaveLength(6);
    // The name and start date come back from the .bak, not a default.
    expect(saved).toMatchObject({ name: m.name, createdAt: m.createdAt });
    const files = await readdir(join(dir, 'matches'));
    const aside = files.find((f) => f.includes('.damaged-'))!;
    expect(await readFile(join(dir, 'matches', aside), 'utf8')).toBe('not json at all');
    // The .bak still holds the last good version before the damage, not the garbage.
    const bak = decodeMatch(await readFile(`${path}.bak`, 'utf8'));
    expect(bak.ok && bak.doc.decisions.length).toBe(4);
  });

  it('rename refuses a damaged file and leaves it alone', async () => {
    const { s, m, path } = await damagedFolder();
    await writeFile(path, '[]');
    await expectStorageError(s.rename(m.id, 'x'), 'io-error', 'wrong-format');
    expect(await readFile(path, 'utf8')).toBe('[]');
  });
});

describe('match store: replay check', () => {
  it('reports a snapshot that does not match the log and trusts the log', async () => {
    const s = store();
    const input = sampleMatchInput(20);
    const m = await s.save(input);
    // The snapshot edited on disk (the writer itself never stores one that is not the log's).
    await editFile(m.id, (doc) => ({ ...doc, snapshot: { ...(doc.snapshot as object), hash: 1 } }));
    const loaded = await store().load(m.id);
    expect(loaded.check).toEqual({ status: 'mismatch', words: SNAPSHOT_MISMATCH });
    expect(loaded.match.snapshot).toEqual(input.snapshot);
  });

  it('the writer replays the log as a load would: a log that does not replay is refused, a snapshot that is not its state is replaced', async () => {
    const s = store();
    const input = sampleMatchInput(8);
    await expectStorageError(s.save({ ...input, decisions: [...input.decisions, { kind: 'illegal' }] }), 'invalid-payload', 'replay-failed');
    expect(await s.list()).toEqual([]);
    const m = await s.save({ ...input, snapshot: { ...input.snapshot, hash: 1 } });
    expect(m.snapshot).toEqual(input.snapshot);
    expect((await store().load(m.id)).check).toEqual({ status: 'ok' });
  });

  it('a log that cannot be replayed is damaged (replay-failed), not a crash', async () => {
    const s = store();
    const input = sampleMatchInput(5);
    const m = await s.save(input);
    await editFile(m.id, (doc) => ({ ...doc, decisions: [...(doc.decisions as object[]), { kind: 'illegal' }] }));
    await expectStorageError(store().load(m.id), 'io-error', 'replay-failed');
    const throwing = store({
      games: [
        {
          ...foldRules,
          replay: () => {
            throw new RangeError('engine bug');
          },
        },
      ],
    });
    const error = await expectStorageError(throwing.load(m.id), 'io-error', 'replay-failed');
    expect(error.message).toMatch(/engine bug/);
  });

  it('loads a v0 file from the folder through the migration chain', async () => {
    const v0 = await readFile(join(fixtures, 'match-v0.rushline-match.json'), 'utf8');
    const id = JSON.parse(v0).id as string;
    await mkdir(join(dir, 'matches'));
    await writeFile(join(dir, 'matches', `${id}.rushline-match.json`), v0);
    const s = store();
    const loaded = await s.load(id);
    expect(loaded.check).toEqual({ status: 'migrated', fromVersion: 0 });
    expect(loaded.match.setup.seed).toBe(777);
    expect((await s.list())[0]).toMatchObject({ status: 'ok', name: 'Friday night derby' });
    // The old file is not rewritten by reading it; the next save writes v1.
    expect(await readFile(join(dir, 'matches', `${id}.rushline-match.json`), 'utf8')).toBe(v0);
  });
});

describe('match store: export and import', () => {
  it('exports to a chosen path and imports it back under a new id when the id clashes', async () => {
    const s = store();
    const m = await s.save(sampleMatchInput(12));
    const out = join(dir, 'exports', 'derby.rushline-match.json');
    await mkdir(join(dir, 'exports'));
    await s.export(m.id, out);
    expect(decodeMatch(await readFile(out, 'utf8')).ok).toBe(true);
    const imported = await s.import(out);
    expect(imported.match.id).not.toBe(m.id);
    expect(imported.match.decisions).toEqual(m.decisions);
    expect(imported.check.status).toBe('ok');
    // Into an empty library the id is kept.
    const fresh = store({ dataDir: join(dir, 'other') });
    expect((await fresh.import(out)).match.id).toBe(m.id);
  });

  it('imports a v0 file (migrated) and refuses newer, foreign, damaged and non-replayable files', async () => {
    const s = store();
    expect((await s.import(join(fixtures, 'match-v0.rushline-match.json'))).match.schemaVersion).toBe(2);
    const v1 = await readFile(join(fixtures, 'match-v1.rushline-match.json'), 'utf8');
    const write = async (name: string, text: string) => {
      await writeFile(join(dir, name), text);
      return join(dir, name);
    };
    const newer = await expectStorageError(
      s.import(await write('newer.json', v1.replace('"schemaVersion": 1', '"schemaVersion": 3').replace('"appVersion": "0.1.0"', '"appVersion": "2.0.0"'))),
      'bad-file',
      'newer-version',
    );
    expect(newer.message).toMatch(/newer Rushline 2\.0\.0/);
    await expectStorageError(s.import(join(fixtures, 'team-v1.rushline-team.json')), 'bad-file', 'wrong-format');
    await expectStorageError(s.import(await write('bad.json', v1.slice(0, 500))), 'bad-file', 'invalid-json');
    // Well formed, but the roll-off is long over: only the replay can refuse it. Under today's
    // rules that is a damaged log; under older rules it may be a rule change, so it opens read-only.
    const migrated = decodeMatch(v1);
    if (!migrated.ok) throw new Error(english(migrated.words));
    const current = { ...structuredClone(migrated.doc), rulesVersion: dreadballSaves.rulesVersion };
    current.decisions.push({ kind: 'roll-off' });
    await expectStorageError(s.import(await write('illegal.json', JSON.stringify(current))), 'bad-file', 'replay-failed');
    const older = JSON.parse(v1);
    older.decisions.push({ kind: 'roll-off' });
    const readOnly = await s.import(await write('older.json', JSON.stringify(older)));
    expect(readOnly.check.status).toBe('read-only');
    expect(readOnly.check.status === 'read-only' && english(readOnly.check.words)).toMatch(/version 1 of the rules.*not to play on/);
    expect(readOnly.match.snapshot).toEqual(older.snapshot);
    await expectStorageError(s.import(join(dir, 'nope.json')), 'bad-file');
    await expectStorageError(s.import('relative/path.json'), 'invalid-payload');
    await expectStorageError(s.export('00000000-0000-4000-8000-000000000abc', join(dir, 'x.json')), 'not-found');
  });

  it('export to an unwritable place is a clear io-error', async () => {
    const s = store();
    const m = await s.save(sampleMatchInput(2));
    await writeFile(join(dir, 'file'), 'x');
    await expectStorageError(s.export(m.id, join(dir, 'file', 'inside.json')), 'io-error');
    await copyFile(join(fixtures, 'match-v1.rushline-match.json'), join(dir, 'copy.json'));
  });
});
