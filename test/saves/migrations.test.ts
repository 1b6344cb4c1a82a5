import { existsSync, readFileSync } from 'node:fs';
import { english } from '../english';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeMatch, decodeTeam } from '../../src/shared/saves/decode';
import { CURRENT_VERSION, MIGRATIONS } from '../../src/shared/saves/migrations';
import { teamFileSchema } from '../../src/shared/saves/schemas';
import { sheetOf, type CustomTeam } from '../../src/shared/games/dreadball/teams/custom';
import type { TeamFile } from '../../src/shared/saves/schemas';

const fixtures = join(import.meta.dirname, '../fixtures/saves');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');
const extension = { 'rushline-match': 'rushline-match', 'rushline-team': 'rushline-team' } as const;

describe('migrations', () => {
  it('every step has a committed fixture of the version it reads', () => {
    for (const step of MIGRATIONS) {
      const short = step.format.replace('rushline-', '');
      const file = join(fixtures, `${short}-v${step.from}.${extension[step.format]}.json`);
      expect(existsSync(file), `${file} for "${step.describe}"`).toBe(true);
      expect(JSON.parse(readFileSync(file, 'utf8')).schemaVersion).toBe(step.from);
    }
  });

  it('match v0 -> v1: seed and teams move into setup, summary and appVersion are added', () => {
    const old = JSON.parse(fixture('match-v0.rushline-match.json'));
    const result = decodeMatch(fixture('match-v0.rushline-match.json'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fromVersion).toBe(0);
    const doc = result.doc;
    expect(doc.schemaVersion).toBe(CURRENT_VERSION['rushline-match']);
    expect(doc.setup.seed).toBe(old.seed);
    // Through v1 to v2, whose step gives the sheets' players their roster ids.
    const withIds = (team: { players: object[] }) => ({ ...team, players: team.players.map((p, i) => ({ id: `p${i + 1}`, ...p })) });
    expect(doc.setup.teams).toEqual([withIds(old.teams.home), withIds(old.teams.away)]);
    expect(doc.decisions).toEqual(old.decisions);
    expect(doc.snapshot).toEqual(old.snapshot);
    expect(doc.appVersion).toBe('0.0.0-prerelease');
    expect(doc.summary).toEqual({
      teams: [
        { name: 'Trontek 29ers', shortName: 'TRO' },
        { name: 'Greenmoon Smackers', shortName: 'GRE' },
      ],
      score: [old.score.home, old.score.away],
      rush: old.rush,
      status: 'in-progress',
      winner: null,
    });
    expect(doc).not.toHaveProperty('seed');
    expect(doc).not.toHaveProperty('teams');
  });

  it('a finished v0 match gets a finished summary with its winner', () => {
    const old = JSON.parse(fixture('match-v0.rushline-match.json'));
    const result = decodeMatch(JSON.stringify({ ...old, finished: true, score: { home: 1, away: 4 } }));
    expect(result.ok && result.doc.summary).toMatchObject({ status: 'finished', winner: 1 });
  });

  it('a v0 file missing what the step needs is a schema problem, not a crash', () => {
    const old = JSON.parse(fixture('match-v0.rushline-match.json'));
    delete old.teams;
    expect(decodeMatch(JSON.stringify(old))).toMatchObject({ ok: false, reason: 'schema' });
  });

  it('match v1 -> v2: the file names its game (DreadBall), its rules version (1) and a save counter older than any new save', () => {
    const old = JSON.parse(fixture('match-v1.rushline-match.json'));
    const result = decodeMatch(fixture('match-v1.rushline-match.json'));
    expect(result).toMatchObject({ ok: true, fromVersion: 1 });
    const withIds = (team: { players: object[] }) => ({ ...team, players: team.players.map((p, i) => ({ id: `p${i + 1}`, ...p })) });
    expect(result.ok && result.doc).toEqual({
      ...old,
      schemaVersion: 2,
      game: 'dreadball',
      rulesVersion: 1,
      saveSeq: 0,
      setup: { ...old.setup, teams: old.setup.teams.map(withIds) },
    });
  });

  it('team v1 -> v2: the file names its game and every player gets a stable id, p1, p2, ... in roster order', () => {
    for (const name of ['team-v1.rushline-team.json', 'team-homebrew-v1.rushline-team.json']) {
      const old = JSON.parse(fixture(name));
      const result = decodeTeam(fixture(name));
      expect(result).toMatchObject({ ok: true, fromVersion: 1 });
      expect(result.ok && result.doc).toEqual({
        ...old,
        schemaVersion: 2,
        game: 'dreadball',
        players: old.players.map((p: object, i: number) => ({ id: `p${i + 1}`, ...p })),
      });
      // Reading twice gives the same ids: a file is never rewritten by reading it.
      expect(decodeTeam(fixture(name))).toEqual(result);
    }
  });

  it('current-version files decode unchanged', () => {
    for (const name of ['match-v1.rushline-match.json', 'team-v1.rushline-team.json', 'team-homebrew-v1.rushline-team.json']) {
      const migrated = name.startsWith('match') ? decodeMatch(fixture(name)) : decodeTeam(fixture(name));
      if (!migrated.ok) throw new Error(english(migrated.words));
      const again = name.startsWith('match') ? decodeMatch(JSON.stringify(migrated.doc)) : decodeTeam(JSON.stringify(migrated.doc));
      expect(again).toEqual({ ok: true, doc: migrated.doc, fromVersion: migrated.doc.schemaVersion });
    }
  });

  it('refuses a roster with a player id used twice', () => {
    const result = decodeTeam(fixture('team-v1.rushline-team.json'));
    if (!result.ok || result.doc.game !== 'dreadball') throw new Error(result.ok ? 'not a DreadBall team' : english(result.words));
    const players = result.doc.players.map((p) => ({ ...p, id: 'p1' }));
    expect(teamFileSchema.safeParse({ ...result.doc, players }).success).toBe(false);
  });

  it('refuses files from a newer version with a clear message', () => {
    const doc = { ...JSON.parse(fixture('match-v1.rushline-match.json')), schemaVersion: CURRENT_VERSION['rushline-match'] + 1, appVersion: '9.0.0' };
    const result = decodeMatch(JSON.stringify(doc));
    expect(result).toMatchObject({ ok: false, reason: 'newer-version' });
    expect(!result.ok && english(result.words)).toMatch(/newer Rushline 9\.0\.0.*Update Rushline/);
  });

  it('names the problem: invalid JSON, wrong format, other format, schema', () => {
    expect(decodeMatch('{"format": ')).toMatchObject({ ok: false, reason: 'invalid-json' });
    expect(decodeMatch('[1,2]')).toMatchObject({ ok: false, reason: 'wrong-format' });
    expect(decodeMatch('{"format":"something-else"}')).toMatchObject({ ok: false, reason: 'wrong-format' });
    const team = decodeMatch(fixture('team-v1.rushline-team.json'));
    expect(team).toMatchObject({ ok: false, reason: 'wrong-format' });
    expect(!team.ok && english(team.words)).toMatch(/team file, not a match file/);
    const bad = { ...JSON.parse(fixture('match-v1.rushline-match.json')), summary: { nope: true } };
    expect(decodeMatch(JSON.stringify(bad))).toMatchObject({ ok: false, reason: 'schema' });
    expect(decodeMatch('['.repeat(10_000))).toMatchObject({ ok: false, reason: 'schema' });
  });
});

describe('team file schema', () => {
  const decoded = decodeTeam(fixture('team-v1.rushline-team.json'));
  const base = decoded.ok ? decoded.doc : JSON.parse(fixture('team-v1.rushline-team.json'));
  const problems = (patch: Record<string, unknown>) => {
    const result = teamFileSchema.safeParse({ ...base, ...patch });
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };

  it('accepts the fixtures and refuses broken fields', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ shortName: 'ab' })).toContain('shortName');
    expect(problems({ name: '' })).toContain('name');
    expect(problems({ name: 'x'.repeat(33) })).toContain('name');
    expect(problems({ colours: { primary: 'red', secondary: '#000000' } })).toContain('colours.primary');
    expect(problems({ emblem: '../etc' })).toContain('emblem');
    expect(problems({ coachDice: 8 })).toContain('coachDice');
    expect(problems({ homebrew: true })).toContain('homebrew');
    expect(problems({ race: { kind: 'stock', raceId: 'elves' } })).toContain('race.raceId');
    expect(problems({ players: base.players.slice(0, 5) })).toContain('players');
    const players = base.players.map((p: object) => ({ ...p }));
    players[1].typeId = 'goblin-jack';
    players[2].number = players[0].number;
    expect(problems({ players })).toEqual(expect.arrayContaining(['players.1.typeId', 'players.2.number']));
  });

  it('bounds homebrew player types', () => {
    const read = decodeTeam(fixture('team-homebrew-v1.rushline-team.json'));
    if (!read.ok) throw new Error(english(read.words));
    const hb = read.doc as unknown as { race: { types: { stats: object }[] } } & Record<string, unknown>;
    const t = (patch: object) => ({ ...hb.race.types[0], ...patch });
    const check = (types: object[]) => teamFileSchema.safeParse({ ...hb, race: { ...hb.race, types } }).success;
    expect(check(hb.race.types)).toBe(true);
    expect(check([t({ stats: { ...hb.race.types[0].stats, move: 9 } })])).toBe(false);
    expect(check([t({ stats: { ...hb.race.types[0].stats, armour: 1 } })])).toBe(false);
    expect(check([t({ role: 'goalie' })])).toBe(false);
    expect(check([t({ abilities: ['flying'] })])).toBe(false);
    expect(check([t({}), t({ id: 'b' }), t({ id: 'c' }), t({ id: 'd' }), t({ id: 'e' })])).toBe(false);
  });

  it('turns a saved team into the TeamSheet a match takes', () => {
    const hb = decodeTeam(fixture('team-homebrew-v1.rushline-team.json'));
    if (!hb.ok) throw new Error(english(hb.words));
    if (hb.doc.game !== 'dreadball') throw new Error('a v1 team is DreadBall');
    const sheet = sheetOf(hb.doc);
    expect(sheet.race.homebrew).toBe(true);
    expect(sheet.race.types.map((t) => t.id)).toEqual(['brute', 'runner']);
    expect(sheet.players).toHaveLength(6);
    const stock = decodeTeam(fixture('team-v1.rushline-team.json'));
    if (!stock.ok) throw new Error(english(stock.words));
    if (stock.doc.game !== 'dreadball') throw new Error('a v1 team is DreadBall');
    expect(sheetOf(stock.doc).race.id).toBe('human');
    const asCustom: CustomTeam = stock.doc satisfies TeamFile;
    expect(asCustom.id).toBe(stock.doc.id);
  });
});
