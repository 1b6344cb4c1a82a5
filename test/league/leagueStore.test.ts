import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHandlerTable } from '../../src/main/ipc/handlers';
import { LeagueStore } from '../../src/main/storage/leagueStore';
import { decodeLeague, migrateLeague } from '../../src/shared/league/saves/decode';
import { postGameNow } from '../../src/shared/league/postgame';
import { APP_VERSION, sequentialIds, tempDir } from '../saves/helpers';
import { stockLeague } from './helpers';
import { leagueInPostGame } from './samples';

const fixture = join(import.meta.dirname, '../fixtures/saves/league-v1.rushline-league.json');

let work: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => (work = await tempDir('rushline-league-')));
afterEach(() => work.cleanup());

const store = () => new LeagueStore({ dataDir: work.dir, appVersion: APP_VERSION, newId: sequentialIds() });
const fileOf = (id: string) => join(work.dir, 'leagues', `${id}.rushline-league.json`);

// Several tests play a whole simulated match to reach a post-game: a minute each on a loaded CI machine.
describe('league files', { timeout: 60_000 }, () => {
  it('the committed v1 fixture reads back, its post-game under way resumes exactly', () => {
    const decoded = decodeLeague(readFileSync(fixture, 'utf8'));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const pending = decoded.doc.league.pending!;
    expect(pending.postGame.decisions).toHaveLength(4);
    expect(postGameNow(pending.postGame).status).toBe('asking');
  });

  it('saves, loads and lists a league; a second save keeps the first as .bak', async () => {
    const s = store();
    const league = stockLeague(4);
    const saved = await s.create(league);
    expect((await s.load(saved.id)).league).toEqual(league);
    const next = { ...league, name: 'Renamed' };
    await s.update(saved.id, next);
    const bak = JSON.parse(await readFile(`${fileOf(saved.id)}.bak`, 'utf8')) as { league: { name: string } };
    expect(bak.league.name).toBe('Test league');
    const list = await store().list();
    expect(list).toEqual([expect.objectContaining({ status: 'ok', id: saved.id, name: 'Renamed', teams: 4, fixtures: 6, played: 0, postGameUnderWay: false })]);
  });

  it('keeps a post-game under way through a restart', async () => {
    const league = leagueInPostGame(3);
    const saved = await store().create(league);
    const again = await store().load(saved.id);
    expect(JSON.stringify(postGameNow(again.league.pending!.postGame))).toBe(JSON.stringify(postGameNow(league.pending!.postGame)));
    expect((await store().list())[0]).toMatchObject({ postGameUnderWay: true });
  });

  it('refuses to write a league whose post-game under way does not replay, leaving the file as it was', async () => {
    const s = store();
    const league = leagueInPostGame(2);
    const saved = await s.create(league);
    const broken = structuredClone(league);
    broken.pending!.postGame.decisions.push({ kind: 'retire', player: 'p99' });
    await expect(s.update(saved.id, broken)).rejects.toMatchObject({ code: 'invalid-payload' });
    expect((await store().load(saved.id)).league).toEqual(league);
  });

  it('lists a damaged file, never overwrites it, and restores the backup with the damaged file kept aside', async () => {
    const s = store();
    const saved = await s.create(stockLeague(3));
    await s.update(saved.id, { ...stockLeague(3), name: 'Second' });
    await writeFile(fileOf(saved.id), '{"format": "rushline-league", "schemaVersion": 1, ');
    const fresh = store();
    expect(await fresh.list()).toEqual([expect.objectContaining({ status: 'damaged', id: saved.id, reason: 'invalid-json', hasValidBackup: true })]);
    await expect(fresh.update(saved.id, stockLeague(3))).rejects.toMatchObject({ code: 'io-error' });
    const restored = await fresh.restoreBackup(saved.id);
    expect(restored.league.name).toBe('Test league');
    const names = await readdir(join(work.dir, 'leagues'));
    expect(names.some((n) => n.includes('.damaged-'))).toBe(true);
  });

  it('refuses newer versions, other kinds of file and unknown versions in words', () => {
    const text = readFileSync(fixture, 'utf8');
    const doc = JSON.parse(text) as Record<string, unknown>;
    const newer = decodeLeague(JSON.stringify({ ...doc, schemaVersion: 2, appVersion: '9.0.0' }));
    expect(newer).toMatchObject({ ok: false, reason: 'newer-version', words: { key: 'problems.file.newer', params: { app: '9.0.0' } } });
    expect(decodeLeague(JSON.stringify({ ...doc, format: 'rushline-team' }))).toMatchObject({ ok: false, reason: 'wrong-format' });
    expect(decodeLeague(JSON.stringify({ ...doc, schemaVersion: 0 }))).toMatchObject({ ok: false, reason: 'schema' });
    // The chain runs steps in order and names a missing one.
    expect(migrateLeague(1, { schemaVersion: 1 }, [{ from: 1, describe: 'test', up: (d) => ({ ...d, schemaVersion: 2, added: true }) }], 2)).toEqual({ schemaVersion: 2, added: true });
    expect(migrateLeague(1, { schemaVersion: 1 }, [], 2)).toMatch(/no migration for the league file from version 1/);
  });

  it('exports a whole league and imports it; the same league again is not copied, one played on since comes in under a new id', async () => {
    const s = store();
    const saved = await s.create(leagueInPostGame(1));
    const out = join(work.dir, 'export.rushline-league.json');
    await s.export(saved.id, out);
    const other = new LeagueStore({ dataDir: join(work.dir, 'other'), appVersion: APP_VERSION, newId: sequentialIds(50) });
    const first = await other.import(out);
    expect(first.already).toBe(false);
    expect(first.file.id).toBe(saved.id);
    const again = await other.import(out);
    expect(again).toMatchObject({ already: true, file: { id: saved.id } });
    expect((await other.list()).length).toBe(1);
    // The original played on and exported again: a copy under a new id beside the first.
    await s.update(saved.id, { ...saved.league, name: 'Spring cup, later' });
    await s.export(saved.id, out);
    const second = await other.import(out);
    expect(second.already).toBe(false);
    expect(second.file.id).not.toBe(saved.id);
    expect(second.file.league.name).toBe('Spring cup, later');
    expect((await other.list()).length).toBe(2);
    await writeFile(out, '[]');
    await expect(other.import(out)).rejects.toMatchObject({ code: 'bad-file', words: { key: 'problems.league.importRefused' } });
  });

  it('goes over IPC with validated payloads', async () => {
    const table = createHandlerTable({ dataDir: work.dir, appName: 'Rushline', version: APP_VERSION, platform: 'linux', quit: () => undefined, openInBrowser: async () => undefined });
    const saved = await table['leagues:save']({ league: stockLeague(3) });
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const id = (saved.value as { id: string }).id;
    const loaded = await table['leagues:load']({ id });
    expect(loaded.ok && (loaded.value as { league: { teams: unknown[] } }).league.teams).toHaveLength(3);
    const bad = await table['leagues:save']({ league: { ...stockLeague(3), teams: [] } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    const badId = await table['leagues:load']({ id: '../../etc/passwd' });
    expect(badId).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    const list = await table['leagues:list'](undefined);
    expect(list.ok && list.value).toHaveLength(1);
  });
});
