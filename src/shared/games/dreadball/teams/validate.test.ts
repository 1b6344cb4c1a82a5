import { describe, expect, it } from 'vitest';
import type { CustomTeam } from './custom';
import { teamCost, treasury, validateTeam } from './validate';
import { NIGHT_OWLS } from '../../../../../test/fixtures/teams';

const humans: CustomTeam = NIGHT_OWLS;

const codes = (t: CustomTeam, opp?: CustomTeam['colours']) => validateTeam(t, opp).map((i) => `${i.field}:${i.code}`);

describe('team validation', () => {
  it('accepts a sound team and counts its budget', () => {
    expect(validateTeam(humans)).toEqual([]);
    expect(teamCost(humans)).toBe(2 * 10 + 2 * 8 + 2 * 10 + 6);
    expect(treasury(humans)).toBe(100 - 62);
  });
  it.each<[string, Partial<CustomTeam>, string]>([
    ['an empty name', { name: '  ' }, 'name:name-empty'],
    ['a long name', { name: 'x'.repeat(33) }, 'name:name-too-long'],
    ['a two-letter short name', { shortName: 'OW' }, 'shortName:short-name-format'],
    ['an unknown emblem', { emblem: 'teapot' }, 'emblem:emblem-unknown'],
    ['a malformed colour', { colours: { primary: 'red', secondary: '#000000' } }, 'colours.primary:colour-format'],
    ['a primary colour lost on the black pitch', { colours: { primary: '#101010', secondary: '#f2f2f2' } }, 'colours.primary:colour-low-contrast'],
    ['colours too close', { colours: { primary: '#f2f2f2', secondary: '#eeeeee' } }, 'colours.secondary:colours-too-close'],
    ['red and green, which merge for colour-blind coaches', { colours: { primary: '#d62728', secondary: '#2ca02c' } }, 'colours.secondary:colours-too-close'],
    ['too few players', { players: humans.players.slice(0, 5) }, 'players:too-few-players'],
    ['a fifth Guard', { players: [...humans.players, ...[7, 8, 9].map((n) => ({ id: `p${n}`, typeId: 'guard', name: `G${n}`, number: n }))] }, 'players:type-over-max'],
    ['a duplicate number', { players: [...humans.players, { id: 'p7', typeId: 'jack', name: 'Gil', number: 3 }] }, 'players.6.number:number-duplicate'],
    ['number 100', { players: [...humans.players, { id: 'p7', typeId: 'jack', name: 'Gil', number: 100 }] }, 'players.6.number:number-range'],
    ['an unnamed player', { players: [...humans.players, { id: 'p7', typeId: 'jack', name: '', number: 7 }] }, 'players.6.name:player-name-empty'],
    ['a type from another race', { players: [...humans.players, { id: 'p7', typeId: 'orx-guard', name: 'Grok', number: 7 }] }, 'players.6.typeId:type-unknown'],
    ['eight coach dice', { coachDice: 8 }, 'coachDice:coach-dice-range'],
    ['seven coach dice on top of seven players', { coachDice: 7, players: [...humans.players, { id: 'p7', typeId: 'striker', name: 'Gil', number: 7 }] }, 'budget:over-budget'],
    ['an unknown race', { race: { kind: 'stock', raceId: 'elves' } }, 'race:race-unknown'],
  ])('flags %s', (_name, change, expected) => {
    expect(codes({ ...humans, ...change })).toContain(expected);
  });
  it('flags colours too close to the opponent', () => {
    expect(codes(humans, { primary: '#f0f0f0', secondary: '#000000' })).toContain('colours.primary:colours-too-close');
  });
  it('accepts ten Goblin Jacks and refuses twelve (their maximum is ten)', () => {
    const cheap = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}`, typeId: 'goblin-jack', name: `Gob ${i}`, number: i + 1 }));
    const goblins: CustomTeam = { ...humans, race: { kind: 'stock', raceId: 'orx-goblin' }, players: cheap.slice(0, 10), coachDice: 0 };
    expect(validateTeam(goblins)).toEqual([]);
    expect(codes({ ...goblins, players: cheap })).toContain('players:type-over-max');
  });
});

describe('homebrew races', () => {
  const brew: CustomTeam = {
    ...humans,
    race: {
      kind: 'homebrew',
      name: 'Moon Folk',
      types: [
        { id: 'g', name: 'Brute', role: 'guard', stats: { move: 4, strength: 3, speed: 5, skill: 5, armour: 4 }, cost: 12, max: 4, abilities: ['steadfast'] },
        { id: 's', name: 'Dart', role: 'striker', stats: { move: 7, strength: 5, speed: 3, skill: 3, armour: 5 }, cost: 12, max: 6, abilities: [] },
      ],
    },
    players: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `p${n}`, typeId: n <= 2 ? 'g' : 's', name: `P${n}`, number: n })),
    coachDice: 0,
  };
  it('accepts stat lines within Move 3-8 and targets 2+ to 6+', () => {
    expect(validateTeam(brew)).toEqual([]);
  });
  it('refuses stats out of range and a fifth type', () => {
    const bad: CustomTeam = {
      ...brew,
      race: {
        kind: 'homebrew',
        name: 'Moon Folk',
        types: [
          { id: 'g', name: 'Brute', role: 'guard', stats: { move: 9, strength: 1, speed: 5, skill: 5, armour: 4 }, cost: 12, max: 4, abilities: [] },
          ...['a', 'b', 'c', 'd'].map((id) => ({ id, name: id, role: 'jack' as const, stats: { move: 5, strength: 4, speed: 4, skill: 4, armour: 4 }, cost: 8, max: 4, abilities: [] })),
        ],
      },
    };
    const c = codes(bad);
    expect(c).toContain('race.types.0.stats.move:homebrew-move-range');
    expect(c).toContain('race.types.0.stats.strength:homebrew-target-range');
    expect(c).toContain('race.types:homebrew-type-count');
  });
  it('refuses names longer than a save file holds and two types with one id', () => {
    const long: CustomTeam = {
      ...brew,
      race: brew.race.kind === 'homebrew' ? { ...brew.race, name: 'M'.repeat(33), types: [brew.race.types[0], { ...brew.race.types[1], id: 'g', name: 'D'.repeat(33) }] } : brew.race,
    };
    const c = codes(long);
    expect(c).toContain('race.name:homebrew-name-too-long');
    expect(c).toContain('race.types.1.name:homebrew-type-name-too-long');
    expect(c).toContain('race.types.1.id:homebrew-type-id-duplicate');
  });
});
