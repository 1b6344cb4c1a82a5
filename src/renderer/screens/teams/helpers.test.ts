import { describe, expect, it } from 'vitest';
import { teamContentSchema } from '../../../shared/saves/schemas';
import { STOCK_TEAMS, validateTeam, type CustomTeam } from '../../../shared/games/dreadball/teams';
import {
  addBlocker,
  addPlayer,
  draftFromScratch,
  draftFromStock,
  draftToTeam,
  fieldId,
  issuesByField,
  parseIntField,
  sameTeam,
  shortNameAfterRename,
  suggestShortName,
  teamToDraft,
  cloneDraft,
} from '../../teams/draft';
import { EDITABLE_IN_USE, isLocked, lockedChanges } from '../../teams/locks';
import { freeNumber, RACE_NAMES, randomName } from '../../teams/names';
import { storedToTeam, summarize, teamToStored } from '../../teams/stored';
import { mulberry32 } from '../../../shared/random/mulberry32';
import { NIGHT_OWLS } from '../../../../test/fixtures/teams';

/** Seeded so random picks are repeatable. */
const seeded = mulberry32;

const owls: CustomTeam = NIGHT_OWLS;

const moonFolk: CustomTeam = {
  ...owls,
  race: {
    kind: 'homebrew',
    name: 'Moon Folk',
    types: [
      { id: 'type-1', name: 'Brute', role: 'guard', stats: { move: 4, strength: 3, speed: 5, skill: 5, armour: 4 }, cost: 12, max: 4, abilities: ['steadfast'] },
      { id: 'type-2', name: 'Dart', role: 'striker', stats: { move: 7, strength: 5, speed: 3, skill: 3, armour: 5 }, cost: 12, max: 6, abilities: [] },
    ],
  },
  players: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `p${n}`, typeId: n <= 2 ? 'type-1' : 'type-2', name: `P${n}`, number: n })),
  coachDice: 0,
};

describe('random names', () => {
  it('draws from the race list and skips names already on the team', () => {
    const random = seeded(1);
    const taken: string[] = [];
    for (let i = 0; i < RACE_NAMES.human!.length; i++) taken.push(randomName('human', random, taken));
    expect(new Set(taken).size).toBe(RACE_NAMES.human!.length);
    expect(taken.every((n) => RACE_NAMES.human!.includes(n))).toBe(true);
  });
  it('is repeatable with the same random source', () => {
    expect(randomName('veer-myn', seeded(7))).toBe(randomName('veer-myn', seeded(7)));
  });
  it('still answers when the list is used up, and builds names for homebrew races', () => {
    expect(RACE_NAMES['orx-goblin']).toContain(randomName('orx-goblin', seeded(3), RACE_NAMES['orx-goblin']));
    const name = randomName('homebrew', seeded(3));
    expect(name).toMatch(/^[A-Z][a-z]+$/);
    expect(randomName('homebrew', () => 0.999999)).toBeTruthy();
  });
  it('finds the lowest free shirt number', () => {
    expect(freeNumber([])).toBe(1);
    expect(freeNumber([1, 2, 4])).toBe(3);
    expect(freeNumber(Array.from({ length: 99 }, (_, i) => i + 1))).toBeUndefined();
  });
});

describe('draft <-> CustomTeam', () => {
  it('round-trips stock and homebrew teams exactly', () => {
    expect(draftToTeam(teamToDraft(owls))).toEqual(owls);
    expect(draftToTeam(teamToDraft(moonFolk))).toEqual(moonFolk);
  });
  it('gives a new team the stock roster and coach dice of its race, and valid colours', () => {
    const d = draftFromStock('orx-goblin');
    const stock = STOCK_TEAMS.find((t) => t.race.id === 'orx-goblin')!;
    expect(d.id).toBeUndefined();
    expect(d.players.map(({ typeId, number }) => ({ typeId, number }))).toEqual(stock.players.map(({ typeId, number }) => ({ typeId, number })));
    expect(d.coachDice).toBe(stock.coachDice);
    const codes = validateTeam(draftToTeam(d)).map((i) => i.code);
    // Only what the coach must still type: a name and a short name.
    expect(codes.sort()).toEqual(['name-empty', 'short-name-format']);
  });
  it('starts a homebrew team with Guard, Jack and Striker types that pass the stat rules', () => {
    const d = draftFromScratch();
    expect(d.types.map((t) => t.role)).toEqual(['guard', 'jack', 'striker']);
    expect(new Set(d.types.map((t) => t.id)).size).toBe(3);
    const fields = validateTeam(draftToTeam(d)).map((i) => i.field);
    expect(fields.filter((f) => f.startsWith('race.types.'))).toEqual(fields.filter((f) => f.endsWith('.name') && f.startsWith('race.types.')));
  });
  it('parses number fields, turning blanks and junk into NaN', () => {
    expect(parseIntField(' 12 ')).toBe(12);
    expect(parseIntField('')).toBeNaN();
    expect(parseIntField('1.5')).toBeNaN();
    expect(parseIntField('7a')).toBeNaN();
  });
  it('tells unsaved changes apart from row keys', () => {
    const a = teamToDraft(owls);
    const b = cloneDraft(a);
    expect(sameTeam(a, b)).toBe(true);
    b.players[0]!.name = 'Ava';
    expect(sameTeam(a, b)).toBe(false);
    expect(sameTeam(a, teamToDraft(owls))).toBe(true);
  });
  it('adds players within the type maximum and the 14-player cap', () => {
    const d = teamToDraft(owls);
    expect(addPlayer(d, 'guard', seeded(2))).toBe(true);
    expect(addPlayer(d, 'guard', seeded(2))).toBe(true);
    expect(addBlocker(d, 'guard')).toEqual({ code: 'type-full', max: 4 });
    expect(addPlayer(d, 'guard', seeded(2))).toBe(false);
    expect(d.players.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    while (addPlayer(d, d.players.length % 2 ? 'jack' : 'striker', seeded(d.players.length))) {
      /* fill up */
    }
    expect(d.players.length).toBe(14);
    expect(addBlocker(d, 'jack')?.code).toBe('roster-full');
    expect(new Set(d.players.map((p) => p.name)).size).toBe(14);
  });
  it('suggests a short name from the team name', () => {
    expect(suggestShortName('Night Owls')).toBe('NIG');
    expect(suggestShortName('Big Bad Wolves')).toBe('BBW');
    expect(suggestShortName('')).toBe('');
  });
  it('the short name follows the team name only until the coach types his own', () => {
    expect(shortNameAfterRename('', '', 'N')).toBe('N');
    expect(shortNameAfterRename('N', 'N', 'Night Owls')).toBe('NIG');
    // Typed by the coach: kept, whatever the name becomes (also after leaving and coming back).
    expect(shortNameAfterRename('OWL', 'Night', 'Night Owls')).toBe('OWL');
    expect(shortNameAfterRename('OWL', 'Night Owls', '')).toBe('OWL');
  });
  it('groups issues by field and makes DOM ids from paths', () => {
    const map = issuesByField(validateTeam({ ...owls, name: '', players: [...owls.players, { id: 'p-extra1', typeId: 'jack', name: '', number: 1 }] }));
    expect(map.get('name')?.[0]?.code).toBe('name-empty');
    expect(map.get('players.6.number')?.[0]?.code).toBe('number-duplicate');
    expect(fieldId('players.6.number')).toBe('team-players-6-number');
  });
});

describe('stored file <-> CustomTeam', () => {
  it('copies a team into the save shape and back, trimming what the coach typed', () => {
    expect(storedToTeam({ ...teamToStored(moonFolk), id: moonFolk.id })).toEqual(moonFolk);
    expect(storedToTeam({ ...teamToStored(owls), id: owls.id })).toEqual(owls);
    const sloppy: CustomTeam = { ...moonFolk, name: ' Night Owls ', colours: { primary: '#F2F2F2', secondary: '#1F6FEB' } };
    const stored = teamToStored(sloppy);
    expect(stored).toMatchObject({ name: 'Night Owls', colours: { primary: '#f2f2f2', secondary: '#1f6feb' } });
    expect(stored.race).toMatchObject({ kind: 'homebrew', name: 'Moon Folk' });
  });
  it('writes what the save schema accepts', () => {
    expect(teamContentSchema.safeParse(teamToStored(moonFolk)).success).toBe(true);
    expect(teamContentSchema.safeParse(teamToStored(owls)).success).toBe(true);
  });
  it('summarizes a team for the list: race, size and value', () => {
    expect(summarize(owls, false)).toMatchObject({ raceName: 'Human', homebrew: false, playerCount: 6, value: 62, inUse: false });
    expect(summarize(moonFolk, true)).toMatchObject({ raceName: 'Moon Folk', homebrew: true, value: 72, inUse: true });
  });
});

describe('locked parts of a team in use', () => {
  it('leaves names, numbers and colours open only while a match uses the team', () => {
    expect(EDITABLE_IN_USE).toEqual(['name', 'shortName', 'colours', 'playerName', 'playerNumber']);
    for (const part of ['emblem', 'race', 'roster', 'coachDice'] as const) {
      expect(isLocked(part, true)).toBe(true);
      expect(isLocked(part, false)).toBe(false);
    }
    for (const part of EDITABLE_IN_USE) expect(isLocked(part, true)).toBe(false);
  });
  it('accepts renames, renumbers and recolours', () => {
    const edited: CustomTeam = {
      ...owls,
      name: 'Day Owls',
      shortName: 'DAY',
      colours: { primary: '#ffb000', secondary: '#3d2c8d' },
      players: owls.players.map((p, i) => ({ ...p, name: `${p.name}!`, number: 20 + i })),
    };
    expect(lockedChanges(owls, edited)).toEqual([]);
  });
  it('names every locked part that changed', () => {
    expect(lockedChanges(owls, { ...owls, emblem: 'bolt' })).toEqual(['emblem']);
    expect(lockedChanges(owls, { ...owls, coachDice: 2 })).toEqual(['coachDice']);
    expect(lockedChanges(owls, { ...owls, players: owls.players.slice(1) })).toEqual(['roster']);
    expect(lockedChanges(owls, { ...owls, players: owls.players.map((p, i) => (i === 0 ? { ...p, typeId: 'jack' } : p)) })).toEqual(['roster']);
    expect(lockedChanges(moonFolk, { ...moonFolk, race: { ...moonFolk.race, name: 'Sun Folk' } as CustomTeam['race'] })).toEqual(['race']);
  });
});
