// Rülerball teams in the team store: the file names its game, storage, duplicate and import/export
// keep it, a hostile or broken Rülerball team file is refused in words and nothing kept is touched.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STOCK_TEAMS } from '../../shared/games/rulerball/teams/stock';
import type { RulerballTeamContent } from '../../shared/games/rulerball/teams/teamFile';
import { APP_VERSION, bloodbowlTeam, sampleTeam, sequentialIds, tempDir } from '../../../test/saves/helpers';
import { decodeTeam } from '../../shared/saves/decode';
import { TeamStore } from './teamStore';
import { importRefusal } from '../../../test/saves/teamRefusal';

let dir: string;
let cleanup: () => Promise<void>;
const store = () => new TeamStore({ dataDir: dir, appVersion: APP_VERSION, newId: sequentialIds() });
const comets = (overrides: Partial<RulerballTeamContent> = {}): RulerballTeamContent => ({ ...STOCK_TEAMS[0]!, name: 'Quay Comets', ...overrides });

beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

describe('team store: Rülerball teams', () => {
  it('saves a Rülerball team as a file that names its game, lists it beside other games, updates and duplicates it', async () => {
    const s = store();
    const rb = await s.create(comets());
    expect(rb).toMatchObject({ format: 'rushline-team', schemaVersion: 2, game: 'rulerball', name: 'Quay Comets', shortName: 'HCO' });
    expect(await store().load(rb.id)).toEqual(rb);
    const raw = JSON.parse(await readFile(join(dir, 'teams', `${rb.id}.rushline-team.json`), 'utf8')) as { game: string; figures: { upgrades: string[] }[]; players?: unknown };
    expect(raw.game).toBe('rulerball');
    expect(raw.figures[0]!.upgrades).toEqual(['speed']);
    expect(raw.players).toBeUndefined();
    await s.create(sampleTeam());
    await s.create(bloodbowlTeam());
    const list = await s.list();
    expect(list.map((e) => e.status === 'ok' && [e.name, e.game])).toEqual([
      ['Grimsby Lanterns', 'bloodbowl'],
      ['Quay Comets', 'rulerball'],
      ['Rust Belt Riveters', 'dreadball'],
    ]);
    expect(list[1]).toMatchObject({ playerCount: 10, emblem: 'shield', homebrew: false });
    const figures = STOCK_TEAMS[0]!.figures.map((f, i) => (i === 2 ? { ...f, upgrades: ['skill' as const] } : f));
    const edited = await s.update(rb.id, comets({ name: 'Comets', figures }));
    expect(edited).toMatchObject({ id: rb.id, game: 'rulerball', name: 'Comets' });
    expect(edited.game === 'rulerball' && edited.figures[2]!.upgrades).toEqual(['skill']);
    expect(await s.duplicate(rb.id)).toMatchObject({ game: 'rulerball', name: 'Comets (copy)' });
  });

  it('keeps a readable team the rules refuse (over its 6 points): New match lists it with why', async () => {
    const greedy = comets({ figures: STOCK_TEAMS[0]!.figures.map((f) => ({ ...f, upgrades: ['speed' as const] })) });
    const saved = await store().create(greedy);
    expect(saved.game).toBe('rulerball');
  });

  it('exports and imports a Rülerball team with its game; the same file again is the team kept already', async () => {
    const s = store();
    const rb = await s.create(comets());
    const out = join(dir, 'comets.rushline-team.json');
    await s.export(rb.id, out);
    expect(JSON.parse(await readFile(out, 'utf8'))).toMatchObject({ game: 'rulerball', figures: expect.any(Array) });
    expect(await s.import(out)).toMatchObject({ outcome: 'already', team: { id: rb.id } });
    await s.delete(rb.id);
    expect(await s.import(out)).toMatchObject({ outcome: 'imported', team: { id: rb.id, game: 'rulerball' } });
  });

  it('a Rülerball team and a Blood Bowl team of one name are two teams; another Rülerball team of that name is renamed', async () => {
    const s = store();
    await s.create(bloodbowlTeam({ name: 'Quay Comets' }));
    const rb = await s.create(comets());
    const out = join(dir, 'rb.rushline-team.json');
    await s.export(rb.id, out);
    await s.delete(rb.id);
    expect(await s.import(out)).toMatchObject({ outcome: 'imported', team: { game: 'rulerball', name: 'Quay Comets' } });
    const other = join(dir, 'other.rushline-team.json');
    const doc = JSON.parse(await readFile(out, 'utf8')) as Record<string, unknown>;
    await writeFile(other, JSON.stringify({ ...doc, id: '00000000-0000-4000-8000-0000000000aa', colours: { primary: '#000000', secondary: '#ffffff' } }));
    expect(await s.import(other)).toMatchObject({ outcome: 'renamed', team: { game: 'rulerball', name: 'Quay Comets (2)' } });
  });

  it('refuses hostile and broken Rülerball team files in words, and keeps what was saved as it was', async () => {
    const s = store();
    const kept = await s.create(comets());
    const keptText = await readFile(join(dir, 'teams', `${kept.id}.rushline-team.json`), 'utf8');
    const doc = JSON.parse(keptText) as Record<string, unknown> & { figures: Record<string, unknown>[] };
    const write = async (name: string, value: unknown) => {
      const path = join(dir, name);
      await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value));
      return path;
    };
    const bad = (figures: unknown[]) => ({ ...doc, id: '00000000-0000-4000-8000-0000000000bb', figures });
    // A kind the game has not, an upgrade it has not, an upgrade three times, a number used twice, eleven figures.
    expect(await importRefusal(s, await write('a.json', bad([{ ...doc.figures[0], kind: 'goalie' }, ...doc.figures.slice(1)])))).toMatchObject({ reason: 'schema', why: { key: 'problems.file.badShape' } });
    expect(await importRefusal(s, await write('b.json', bad([{ ...doc.figures[0], upgrades: ['flight'] }, ...doc.figures.slice(1)])))).toMatchObject({ reason: 'schema' });
    expect(await importRefusal(s, await write('c.json', bad([{ ...doc.figures[0], upgrades: ['speed', 'speed', 'speed', 'speed'] }, ...doc.figures.slice(1)])))).toMatchObject({ reason: 'schema' });
    expect(await importRefusal(s, await write('d.json', bad(doc.figures.map((f) => ({ ...f, number: 7 })))))).toMatchObject({ reason: 'schema' });
    expect(await importRefusal(s, await write('e.json', bad([...doc.figures, { ...doc.figures[0], id: 'f11', number: 88 }])))).toMatchObject({ reason: 'schema' });
    // Prototype pollution, a control character, another game's fields, a script-sized name.
    const proto = await write('f.json', keptText.replace('"game": "rulerball"', '"__proto__": {"admin": true}, "game": "rulerball"'));
    expect(await importRefusal(s, proto)).toMatchObject({ reason: 'schema' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(await importRefusal(s, await write('g.json', { ...doc, name: 'Co\u0000mets' }))).toMatchObject({ reason: 'schema' });
    expect(await importRefusal(s, await write('h.json', { ...doc, rerolls: 2 }))).toMatchObject({ reason: 'schema' });
    expect(await importRefusal(s, await write('i.json', { ...doc, name: '<script>'.repeat(10) }))).toMatchObject({ reason: 'schema' });
    expect(await importRefusal(s, await write('j.json', '{"format":"rushline-team","game":"rulerball"'))).toMatchObject({ why: { key: expect.any(String) } });
    // The kept team is untouched, and nothing else was kept.
    expect(await readFile(join(dir, 'teams', `${kept.id}.rushline-team.json`), 'utf8')).toBe(keptText);
    expect((await s.list()).map((e) => e.id)).toEqual([kept.id]);
  });
});

describe('the committed Rülerball team fixture', () => {
  it('decodes as the stock copy it holds', async () => {
    const text = await readFile(join(import.meta.dirname, '../../../test/fixtures/saves/team-rulerball-v2.rushline-team.json'), 'utf8');
    const decoded = decodeTeam(text);
    expect(decoded.ok && decoded.doc).toMatchObject({ game: 'rulerball', name: 'Ringtown Rollers', shortName: 'RTR' });
  });
});
