import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTeam } from '../../shared/saves/decode';
import type { TeamFile } from '../../shared/saves/schemas';
import { validateTeam } from '../../shared/games/dreadball/teams/validate';
import { APP_VERSION, homebrewTeam, sampleTeam, sequentialIds, tempDir } from '../../../test/saves/helpers';
import { StorageError } from './errors';
import { TeamStore } from './teamStore';

const fixtures = join(import.meta.dirname, '../../../test/fixtures/saves');
let dir: string;
let cleanup: () => Promise<void>;

const store = (extra: Partial<ConstructorParameters<typeof TeamStore>[0]> = {}) =>
  new TeamStore({ dataDir: dir, appVersion: APP_VERSION, newId: sequentialIds(), ...extra });

async function rejects(promise: Promise<unknown>, code: string, reason?: string): Promise<void> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(StorageError);
  expect((error as StorageError).code).toBe(code);
  if (reason) expect((error as StorageError).reason).toBe(reason);
}

beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

describe('team store', () => {
  it('creates, loads, updates, duplicates, lists and deletes', async () => {
    const s = store();
    const team = await s.create(sampleTeam());
    expect(team).toMatchObject({ format: 'rushline-team', schemaVersion: 2, game: 'dreadball', homebrew: false, name: 'Rust Belt Riveters' });
    expect(await store().load(team.id)).toEqual(team);
    const hb = await s.create(homebrewTeam());
    expect(hb.game === 'dreadball' && hb.homebrew).toBe(true);
    const updated = await s.update(team.id, sampleTeam({ name: 'Riveters', coachDice: 3 }));
    expect(updated).toMatchObject({ id: team.id, name: 'Riveters', coachDice: 3 });
    const bak = decodeTeam(await readFile(join(dir, 'teams', `${team.id}.rushline-team.json.bak`), 'utf8'));
    expect(bak.ok && bak.doc.name).toBe('Rust Belt Riveters');
    const copy = await s.duplicate(team.id);
    expect(copy.id).not.toBe(team.id);
    expect(copy.name).toBe('Riveters (copy)');
    // Player ids are the roster's: kept through an update and a duplication.
    const ids = (t: TeamFile) => (t.game === 'rulerball' ? [] : t.players.map((p) => p.id));
    expect(ids(updated)).toEqual(ids(team));
    expect(ids(copy)).toEqual(ids(team));
    const long = await s.create(sampleTeam({ name: 'x'.repeat(32) }));
    expect((await s.duplicate(long.id)).name).toHaveLength(32);
    const list = await store().list();
    expect(list.map((e) => e.status === 'ok' && e.name)).toEqual(['Moonbase Misfits', 'Riveters', 'Riveters (copy)', `${'x'.repeat(25)} (copy)`, 'x'.repeat(32)]);
    expect(list[0]).toMatchObject({ status: 'ok', homebrew: true, playerCount: 6, shortName: 'MB9', emblem: 'gear' });
    await s.delete(copy.id);
    await rejects(s.load(copy.id), 'not-found');
    expect((await s.list()).length).toBe(4);
    expect((await readdir(join(dir, 'teams'))).some((f) => f.startsWith(copy.id))).toBe(false);
  });

  it('save() creates without an id and updates with one; update of an unknown id is not-found', async () => {
    const s = store();
    const t = await s.save(undefined, sampleTeam());
    expect((await s.save(t.id, sampleTeam({ name: 'Renamed' }))).name).toBe('Renamed');
    await rejects(s.save('00000000-0000-4000-8000-0000000000ff', sampleTeam()), 'not-found');
    await rejects(s.save('../x', sampleTeam()), 'invalid-payload');
  });

  it('refuses teams that break the structure', async () => {
    const s = store();
    await rejects(s.create(sampleTeam({ shortName: 'toolong' })), 'invalid-payload', 'schema');
    await rejects(s.create(sampleTeam({ players: sampleTeam().players.slice(0, 3) })), 'invalid-payload', 'schema');
    expect(await s.list()).toEqual([]);
  });

  it('saved teams are CustomTeams the rules validator accepts', async () => {
    const t = await store().create(sampleTeam());
    if (t.game !== 'dreadball') throw new Error('a DreadBall team was saved as another game');
    expect(validateTeam(t)).toEqual([]);
  });

  it('a damaged team is listed, never overwritten by update, and restorable from .bak', async () => {
    const s = store();
    const t = await s.create(sampleTeam());
    await s.update(t.id, sampleTeam({ name: 'Second' }));
    const path = join(dir, 'teams', `${t.id}.rushline-team.json`);
    await writeFile(path, '{"format":"rushline-team","schemaVersion":1,"id":"nope"}');
    expect(await s.list()).toMatchObject([{ status: 'damaged', reason: 'schema', hasValidBackup: true }]);
    await rejects(s.update(t.id, sampleTeam()), 'io-error', 'schema');
    expect(await readFile(path, 'utf8')).toContain('"nope"');
    expect((await s.restoreBackup(t.id)).name).toBe('Rust Belt Riveters');
    expect((await readdir(join(dir, 'teams'))).filter((f) => f.includes('.damaged-'))).toHaveLength(1);
  });

  it('exports and imports: the same team is not copied again, a different one under a kept name is renamed; newer versions are refused', async () => {
    const s = store();
    const t = await s.create(sampleTeam());
    const out = join(dir, 'riveters.rushline-team.json');
    await s.export(t.id, out);
    // The same team again: nothing written, the kept one named.
    const again = await s.import(out);
    expect(again.outcome).toBe('already');
    expect(again.team.id).toBe(t.id);
    expect((await s.list()).length).toBe(1);
    // The same name with another roster: a copy named "(2)", under a new id (the file's id is taken).
    const edited = JSON.parse(await readFile(out, 'utf8')) as { shortName: string };
    await writeFile(out, JSON.stringify({ ...edited, shortName: 'RBX' }));
    const renamed = await s.import(out);
    expect(renamed.outcome).toBe('renamed');
    expect(renamed.team.name).toBe('Rust Belt Riveters (2)');
    expect(renamed.team.id).not.toBe(t.id);
    expect(renamed.team.shortName).toBe('RBX');
    // The fixture holds the sample team: with the library emptied, it comes in under its own id.
    await s.delete(t.id);
    await s.delete(renamed.team.id);
    const fixture = await s.import(join(fixtures, 'team-v1.rushline-team.json'));
    expect(fixture.outcome).toBe('imported');
    expect(fixture.team.id).toBe('5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9');
    expect(await s.import(join(fixtures, 'team-v1.rushline-team.json'))).toMatchObject({ outcome: 'already', team: { id: fixture.team.id } });
    await mkdir(join(dir, 'in'));
    const newer = join(dir, 'in', 'newer.json');
    await writeFile(newer, (await readFile(join(dir, 'teams', `${fixture.team.id}.rushline-team.json`), 'utf8')).replace('"schemaVersion": 2', '"schemaVersion": 3'));
    await rejects(s.import(newer), 'bad-file', 'newer-version');
    await rejects(s.import(join(fixtures, 'match-v1.rushline-match.json')), 'bad-file', 'wrong-format');
  });

  it('refuses a bad file in words that name the file and say what is wrong', async () => {
    const s = store();
    const refusal = async (path: string) => {
      const error = (await s.import(path).then(() => null, (e: unknown) => e)) as StorageError;
      expect(error).toBeInstanceOf(StorageError);
      expect(error.words.key).toBe('problems.team.importRefused');
      expect(error.code).toBe('bad-file');
      return error.words.params as { file: string; why: { key: string } };
    };
    const notJson = join(dir, 'notes.txt');
    await writeFile(notJson, 'just some notes');
    expect(await refusal(notJson)).toMatchObject({ file: 'notes.txt', why: { key: 'problems.file.invalidJson' } });
    const shape = join(dir, 'shape.rushline-team.json');
    await writeFile(shape, JSON.stringify({ format: 'rushline-team', schemaVersion: 2, name: 'x' }));
    expect((await refusal(shape)).file).toBe('shape.rushline-team.json');
    const otherGame = join(dir, 'other.rushline-team.json');
    const t = await s.create(sampleTeam());
    const text = await readFile(join(dir, 'teams', `${t.id}.rushline-team.json`), 'utf8');
    await writeFile(otherGame, text.replace('"game": "dreadball"', '"game": "chess"'));
    expect(await refusal(otherGame)).toMatchObject({ file: 'other.rushline-team.json', why: { key: 'problems.team.otherGame' } });
    const big = join(dir, 'big.rushline-team.json');
    await writeFile(big, ' '.repeat(9 * 1024 * 1024));
    expect(await refusal(big)).toMatchObject({ file: 'big.rushline-team.json', why: { key: 'problems.chosen.tooLarge' } });
    expect(await refusal(join(dir, 'nope.json'))).toMatchObject({ file: 'nope.json', why: { key: 'problems.chosen.missing' } });
  });
});
