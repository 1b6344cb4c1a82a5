import { describe, expect, it } from 'vitest';
import en from '../i18n/en';
import { damageReasons } from '../../shared/saves/decode';
import { type MatchListEntry, MATCH_NAME_MAX, filterRows, formatDate, openModeOf, playedBy, progressOf, rowOf, rowsOf, statusOf, validateMatchName } from './rows';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const ID_C = '33333333-3333-4333-8333-333333333333';

type Controllers = Extract<MatchListEntry, { status: 'ok' }>['controllers'];

function okEntry(
  id: string,
  savedAt: string,
  status: 'in-progress' | 'finished' = 'in-progress',
  winner: 0 | 1 | 'draw' | null = null,
  more: { rush?: number; controllers?: Controllers; named?: boolean } = {},
): MatchListEntry {
  return {
    status: 'ok',
    id,
    name: 'Trontek 29ers vs Greenscale Ferocity',
    named: more.named ?? true,
    createdAt: '2025-01-01T10:00:00.000Z',
    savedAt,
    summary: {
      teams: [
        { name: 'Trontek 29ers', shortName: 'T29' },
        { name: 'Greenscale Ferocity', shortName: 'GRF' },
      ],
      score: [3, 1],
      rush: more.rush ?? 7,
      status,
      winner,
    },
    teamIds: ['stock-trontek', 'stock-greenscale'],
    controllers: more.controllers ?? { A: 'human', B: 'hard' },
  };
}

function damagedEntry(id: string, modifiedAt: string | null, hasValidBackup = false): MatchListEntry {
  return { status: 'damaged', id, reason: 'invalid-json', words: { key: 'problems.file.invalidJsonCut' }, hasValidBackup, modifiedAt };
}

const fixedDate = (iso: string | null) => (iso ? `D(${iso.slice(0, 10)})` : '');

describe('statusOf', () => {
  it('maps a summary status and damaged entries to the chip', () => {
    expect(statusOf(okEntry(ID_A, '2025-01-02T00:00:00.000Z'))).toBe('in-progress');
    expect(statusOf(okEntry(ID_A, '2025-01-02T00:00:00.000Z', 'finished', 0))).toBe('finished');
    expect(statusOf(damagedEntry(ID_A, null))).toBe('damaged');
  });
});

describe('filterRows (the Load list by game)', () => {
  it('keeps one game\'s matches, every match under "all", and damaged files under every filter', () => {
    const bb = { ...okEntry(ID_A, '2025-01-02T00:00:00.000Z'), game: 'bloodbowl' } as MatchListEntry;
    const db = okEntry('m-b', '2025-01-01T00:00:00.000Z');
    const damaged: MatchListEntry = { status: 'damaged', id: 'm-c', reason: 'schema', words: { key: 'x' }, hasValidBackup: false, modifiedAt: '2024-12-31T00:00:00.000Z' };
    const rows = rowsOf([bb, db, damaged], fixedDate);
    expect(rows.map((r) => (r.kind === 'match' ? r.game : null))).toEqual(['bloodbowl', 'dreadball', null]);
    expect(filterRows(rows, 'bloodbowl').map((r) => r.id)).toEqual([ID_A, 'm-c']);
    expect(filterRows(rows, 'dreadball').map((r) => r.id)).toEqual(['m-b', 'm-c']);
    expect(filterRows(rows, 'all')).toHaveLength(3);
  });
});

describe('rowOf', () => {
  it('formats a match in progress: both teams, score, rush, date, no winner', () => {
    const row = rowOf(okEntry(ID_A, '2025-03-04T05:06:07.000Z'), fixedDate);
    expect(row).toEqual({
      kind: 'match',
      id: ID_A,
      status: 'in-progress',
      name: 'Trontek 29ers vs Greenscale Ferocity',
      named: true,
      teams: ['Trontek 29ers', 'Greenscale Ferocity'],
      sides: [
        { team: 'Trontek 29ers', by: 'you' },
        { team: 'Greenscale Ferocity', by: 'hard' },
      ],
      setUp: false,
      score: [3, 1],
      rush: 7,
      winner: null,
      game: 'dreadball',
      iso: '2025-03-04T05:06:07.000Z',
      date: 'D(2025-03-04)',
    });
  });

  it('says who played each side: you against the computer, both seats in hot-seat, the computer twice by level', () => {
    const sides = (controllers: Controllers) => (rowOf(okEntry(ID_A, '2025-01-01T00:00:00.000Z', 'in-progress', null, { controllers })) as { sides: unknown }).sides;
    expect(sides({ A: 'easy', B: 'human' })).toEqual([
      { team: 'Trontek 29ers', by: 'easy' },
      { team: 'Greenscale Ferocity', by: 'you' },
    ]);
    expect(sides({ A: 'human', B: 'human' })).toEqual([
      { team: 'Trontek 29ers', by: 'coachA' },
      { team: 'Greenscale Ferocity', by: 'coachB' },
    ]);
    expect(sides({ A: 'normal', B: 'hard' })).toEqual([
      { team: 'Trontek 29ers', by: 'normal' },
      { team: 'Greenscale Ferocity', by: 'hard' },
    ]);
    expect(playedBy({ A: 'human', B: 'human' })).toEqual(['coachA', 'coachB']);
  });

  it('says Set-up for a match in progress before its first rush, and keeps whether the name was given', () => {
    expect(rowOf(okEntry(ID_A, '2025-01-01T00:00:00.000Z', 'in-progress', null, { rush: 0, named: false }))).toMatchObject({ setUp: true, named: false });
    expect(rowOf(okEntry(ID_A, '2025-01-01T00:00:00.000Z', 'in-progress', null, { rush: 1 }))).toMatchObject({ setUp: false, named: true });
  });

  it('names the winner of a finished match, or a draw', () => {
    expect(rowOf(okEntry(ID_A, '2025-01-01T00:00:00.000Z', 'finished', 1), fixedDate)).toMatchObject({ status: 'finished', winner: 'Greenscale Ferocity' });
    expect(rowOf(okEntry(ID_A, '2025-01-01T00:00:00.000Z', 'finished', 0), fixedDate)).toMatchObject({ winner: 'Trontek 29ers' });
    expect(rowOf(okEntry(ID_A, '2025-01-01T00:00:00.000Z', 'finished', 'draw'), fixedDate)).toMatchObject({ winner: 'draw' });
  });

  it('keeps the reason, message and backup flag of a damaged file', () => {
    expect(rowOf(damagedEntry(ID_B, '2025-02-02T00:00:00.000Z', true), fixedDate)).toEqual({
      kind: 'damaged',
      id: ID_B,
      status: 'damaged',
      reason: 'invalid-json',
      words: { key: 'problems.file.invalidJsonCut' },
      hasValidBackup: true,
      iso: '2025-02-02T00:00:00.000Z',
      date: 'D(2025-02-02)',
    });
    expect(rowOf(damagedEntry(ID_B, null), fixedDate)).toMatchObject({ date: '', iso: null, hasValidBackup: false });
  });
});

describe('progressOf (where a match stands, in its own game\'s words)', () => {
  it('counts rushes in DreadBall, turns in Blood Bowl, minutes in Rülerball, and says Set-up before play', () => {
    expect(progressOf({ game: 'dreadball', rush: 7, setUp: false })).toEqual({ key: 'loadMatch.rush', values: { n: 7 } });
    expect(progressOf({ game: 'bloodbowl', rush: 9, setUp: false })).toEqual({ key: 'loadGames.turn', values: { n: 9 } });
    expect(progressOf({ game: 'rulerball', rush: 23, setUp: false })).toEqual({ key: 'loadGames.minutes', values: { n: 23 } });
    for (const game of ['dreadball', 'bloodbowl', 'rulerball']) {
      expect(progressOf({ game, rush: 0, setUp: true }).key).toBe('loadMatch.sides.setUp');
    }
  });
  it('words each key in English with its number', () => {
    expect(en.loadMatch.rush.replace('{n}', '7')).toBe('Rush 7');
    expect(en.loadGames.turn.replace('{n}', '9')).toBe('Turn 9');
    expect(en.loadGames.minutes.replace('{n}', '23')).toBe('23 min played');
  });
});

describe('rowsOf', () => {
  it('lists newest first, damaged files by their date, undated last', () => {
    const rows = rowsOf(
      [damagedEntry(ID_C, null), okEntry(ID_A, '2025-01-01T00:00:00.000Z'), damagedEntry(ID_B, '2025-06-01T00:00:00.000Z')],
      fixedDate,
    );
    expect(rows.map((r) => r.id)).toEqual([ID_B, ID_A, ID_C]);
  });
});

describe('formatDate', () => {
  it('formats in the given locale and time zone', () => {
    expect(formatDate('2025-03-04T17:06:00.000Z', 'en-GB', 'UTC')).toBe('4 Mar 2025, 17:06');
    expect(formatDate('2025-03-04T17:06:00.000Z', 'en-US', 'UTC')).toBe('Mar 4, 2025, 5:06 PM');
  });
  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('validateMatchName', () => {
  it('trims and accepts 1 to 64 characters', () => {
    expect(validateMatchName('  Cup final  ')).toEqual({ ok: true, name: 'Cup final' });
    expect(validateMatchName('x'.repeat(MATCH_NAME_MAX))).toEqual({ ok: true, name: 'x'.repeat(64) });
    expect(validateMatchName('Ünïcødé ✓ 決勝')).toEqual({ ok: true, name: 'Ünïcødé ✓ 決勝' });
  });
  it('refuses empty, too long and control characters', () => {
    expect(validateMatchName('')).toEqual({ ok: false, error: 'empty' });
    expect(validateMatchName('   ')).toEqual({ ok: false, error: 'empty' });
    expect(validateMatchName('x'.repeat(65))).toEqual({ ok: false, error: 'tooLong' });
    expect(validateMatchName('a\tb')).toEqual({ ok: false, error: 'control' });
    expect(validateMatchName('a\nb')).toEqual({ ok: false, error: 'control' });
    expect(validateMatchName('a\u0000b')).toEqual({ ok: false, error: 'control' });
  });
});

describe('openModeOf', () => {
  it('plays on a match in progress, replays a finished one, never opens a damaged file', () => {
    expect(openModeOf(rowOf(okEntry(ID_A, '2025-01-01T00:00:00.000Z'), fixedDate))).toBe('play');
    expect(openModeOf(rowOf(okEntry(ID_A, '2025-01-01T00:00:00.000Z', 'finished', 0), fixedDate))).toBe('replay');
    expect(openModeOf(rowOf(damagedEntry(ID_A, null), fixedDate))).toBeNull();
  });
});

describe('English text', () => {
  it('has words for every damage reason and every status chip', () => {
    for (const reason of damageReasons) expect(en.loadMatch.reasons[reason]).toMatch(/\w/);
    for (const status of ['in-progress', 'finished', 'damaged'] as const) expect(en.loadMatch.status[status]).toMatch(/\w/);
    for (const by of ['you', 'coachA', 'coachB', 'easy', 'normal', 'hard'] as const) expect(en.loadMatch.sides.by[by]).toMatch(/\w/);
  });
});
