// Blood Bowl teams in the team store: the file names its game, storage and import/export keep it,
// a hostile or broken Blood Bowl team file is refused in words.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTeam } from '../../shared/saves/decode';
import { APP_VERSION, bloodbowlTeam, sampleTeam, sequentialIds, tempDir } from '../../../test/saves/helpers';
import { TeamStore } from './teamStore';
import { importRefusal } from '../../../test/saves/teamRefusal';

let dir: string;
let cleanup: () => Promise<void>;
const store = () => new TeamStore({ dataDir: dir, appVersion: APP_VERSION, newId: sequentialIds() });

beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

describe('team store: Blood Bowl teams', () => {
  it('saves a Blood Bowl team as a file that names its game, and lists it with its game beside DreadBall teams', async () => {
    const s = store();
    const bb = await s.create(bloodbowlTeam());
    expect(bb).toMatchObject({ format: 'rushline-team', schemaVersion: 2, game: 'bloodbowl', race: 'human', rerolls: 3, name: 'Grimsby Lanterns' });
    expect(await store().load(bb.id)).toEqual(bb);
    const raw = JSON.parse(await readFile(join(dir, 'teams', `${bb.id}.rushline-team.json`), 'utf8')) as { game: string; emblem?: string };
    expect(raw.game).toBe('bloodbowl');
    expect(raw.emblem).toBeUndefined();
    await s.create(sampleTeam());
    const list = await s.list();
    expect(list.map((e) => e.status === 'ok' && [e.name, e.game])).toEqual([
      ['Grimsby Lanterns', 'bloodbowl'],
      ['Rust Belt Riveters', 'dreadball'],
    ]);
    expect(list[0]).toMatchObject({ playerCount: 12, homebrew: false, shortName: 'GRL' });
    const renamed = await s.update(bb.id, bloodbowlTeam({ name: 'Lanterns', rerolls: 2 }));
    expect(renamed).toMatchObject({ id: bb.id, game: 'bloodbowl', name: 'Lanterns', rerolls: 2 });
    expect(await s.duplicate(bb.id)).toMatchObject({ game: 'bloodbowl', name: 'Lanterns (copy)', race: 'human' });
  });

  it('exports and imports a Blood Bowl team with its game; the same file again is the team kept already', async () => {
    const s = store();
    const bb = await s.create(bloodbowlTeam());
    const out = join(dir, 'lanterns.rushline-team.json');
    await s.export(bb.id, out);
    expect(JSON.parse(await readFile(out, 'utf8'))).toMatchObject({ game: 'bloodbowl', race: 'human' });
    expect(await s.import(out)).toMatchObject({ outcome: 'already', team: { id: bb.id } });
    await s.delete(bb.id);
    const back = await s.import(out);
    expect(back).toMatchObject({ outcome: 'imported', team: { id: bb.id, game: 'bloodbowl', rerolls: 3 } });
  });

  it('a DreadBall team and a Blood Bowl team of one name are two teams: neither is "already" the other', async () => {
    const s = store();
    const db = await s.create(sampleTeam({ name: 'Lanterns' }));
    const bb = await s.create(bloodbowlTeam({ name: 'Lanterns' }));
    const out = join(dir, 'bb.rushline-team.json');
    await s.export(bb.id, out);
    await s.delete(bb.id);
    const back = await s.import(out);
    expect(back.outcome).toBe('imported');
    expect(back.team.game).toBe('bloodbowl');
    expect(back.team.id).not.toBe(db.id);
  });

  it('refuses hostile and broken Blood Bowl team files in words, and keeps nothing of them', async () => {
    const s = store();
    const bb = await s.create(bloodbowlTeam());
    const text = await readFile(join(dir, 'teams', `${bb.id}.rushline-team.json`), 'utf8');
    await s.delete(bb.id);
    const doc = JSON.parse(text) as Record<string, unknown> & { players: Record<string, unknown>[] };
    const write = async (name: string, value: unknown) => {
      const path = join(dir, name);
      await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value));
      return path;
    };
    // A position another race has (an Orc's Black Orc Blocker in a Human team).
    const ogre = await write('a.json', { ...doc, players: [{ ...doc.players[0], position: 'black-orc-blocker' }, ...doc.players.slice(1)] });
    expect(await importRefusal(s, ogre)).toMatchObject({ reason: 'schema', why: { key: 'problems.file.badShape' } });
    // A key the format has not (prototype pollution attempt) and a script in a name.
    const proto = await write('b.json', text.replace('"game": "bloodbowl"', '"__proto__": {"admin": true}, "game": "bloodbowl"'));
    expect(await importRefusal(s, proto)).toMatchObject({ reason: 'schema' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const control = await write('c.json', { ...doc, name: 'Lan\u0000terns' });
    expect(await importRefusal(s, control)).toMatchObject({ reason: 'schema' });
    // 17 players, 9 re-rolls, a race Rushline does not have, a shirt number used twice.
    const many = await write('d.json', { ...doc, players: Array.from({ length: 17 }, (_, i) => ({ id: `p${i + 1}`, name: `L${i}`, number: i + 1, position: 'lineman' })) });
    expect(await importRefusal(s, many)).toMatchObject({ reason: 'schema' });
    expect(await importRefusal(s, await write('e.json', { ...doc, rerolls: 9 }))).toMatchObject({ reason: 'schema' });
    expect(await importRefusal(s, await write('f.json', { ...doc, race: 'elf' }))).toMatchObject({ reason: 'schema' });
    const twice = await write('g.json', { ...doc, players: doc.players.map((p) => ({ ...p, number: 7 })) });
    expect(await importRefusal(s, twice)).toMatchObject({ reason: 'schema' });
    // DreadBall's fields on a Blood Bowl team (a file mixing two games).
    expect(await importRefusal(s, await write('h.json', { ...doc, coachDice: 2 }))).toMatchObject({ reason: 'schema' });
    // A game no build keeps teams of: refused as such, not as a broken file.
    expect(await importRefusal(s, await write('i.json', { ...doc, game: 'chess' }))).toMatchObject({ reason: 'wrong-format', why: { key: 'problems.team.otherGame' } });
    expect(await importRefusal(s, await write('j.json', { ...doc, game: { toString: 1 } }))).toMatchObject({ reason: 'wrong-format' });
    expect(await s.list()).toEqual([]);
  });

  it('reads a DreadBall team file of version 1 (no game) as DreadBall', () => {
    const v1 = { format: 'rushline-team', schemaVersion: 1, ...sampleTeam(), id: '00000000-0000-4000-8000-000000000001', savedAt: '2026-01-01T00:00:00.000Z', appVersion: '0.1.0', homebrew: false };
    const players = v1.players.map(({ typeId, name, number }) => ({ typeId, name, number }));
    const decoded = decodeTeam(JSON.stringify({ ...v1, players }));
    expect(decoded.ok && decoded.doc.game).toBe('dreadball');
  });
});

describe('the committed Blood Bowl team fixture', () => {
  it('decodes as the Human team it holds', async () => {
    const text = await readFile(join(import.meta.dirname, '../../../test/fixtures/saves/team-bloodbowl-v2.rushline-team.json'), 'utf8');
    const decoded = decodeTeam(text);
    expect(decoded.ok && decoded.doc).toMatchObject({ game: 'bloodbowl', race: 'human', rerolls: 3, name: 'Grimsby Lanterns' });
  });
});
