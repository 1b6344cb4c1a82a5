// Pure helpers of the Load match screen: list entries (matches:list) to display rows, the status
// chip, and rename validation (the same limits as the save schema's match name). No rules, no IPC.
import type { Words } from '../../shared/words';
import type { ResponseOf } from '../../shared/ipc/contract';
import { DISPLAY_TEXT_PATTERN } from '../../shared/saves/ids';

export type MatchListEntry = ResponseOf<'matches:list'>[number];
export type DamagedEntry = Extract<MatchListEntry, { status: 'damaged' }>;
type MatchListOk = Extract<MatchListEntry, { status: 'ok' }>;
export type DamageReason = DamagedEntry['reason'];
export type SaveStatus = 'in-progress' | 'finished' | 'damaged';

/** Longest match name the save schema accepts. */
export const MATCH_NAME_MAX = 64;

interface RowBase {
  id: string;
  status: SaveStatus;
  /** Locale-formatted date ('' when the file has none). */
  date: string;
  /** The raw ISO date, for `<time datetime>`. */
  iso: string | null;
}

/**
 * Who played a side, as the list says it: the one person against the computer is "you"; in
 * hot-seat both are people, named by their seat as on New match; a computer by its level.
 */
export type PlayedBy = 'you' | 'coachA' | 'coachB' | 'easy' | 'normal' | 'hard';

export interface MatchSide {
  team: string;
  by: PlayedBy;
}

export interface MatchRow extends RowBase {
  kind: 'match';
  status: 'in-progress' | 'finished';
  name: string;
  /** The name was given by a person; otherwise it only repeats the teams, and the list shows them once. */
  named: boolean;
  teams: [string, string];
  /** Both sides in coach order (A, B): team and who played it. */
  sides: [MatchSide, MatchSide];
  /** No rush has begun yet (roll-off or set-up): the list says "Set-up", not "Rush 0". */
  setUp: boolean;
  score: [number, number];
  rush: number;
  /** Name of the winning team, `'draw'`, or null while in progress. */
  winner: string | null;
  /** The game the match is of ('dreadball' for an entry that does not say). */
  game: string;
}

export interface DamagedRow extends RowBase {
  kind: 'damaged';
  status: 'damaged';
  reason: DamageReason;
  words: Words;
  hasValidBackup: boolean;
}

export type SaveRow = MatchRow | DamagedRow;

/** The chip a list entry shows. */
export function statusOf(entry: MatchListEntry): SaveStatus {
  return entry.status === 'damaged' ? 'damaged' : entry.summary.status;
}

/** A date in the user's locale (medium date, short time); '' for a missing or invalid date. */
export function formatDate(iso: string | null | undefined, locale?: string | string[], timeZone?: string): string {
  if (!iso) return '';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(when);
}

export function playedBy(controllers: MatchListOk['controllers']): [PlayedBy, PlayedBy] {
  const { A, B } = controllers;
  if (A === 'human' && B === 'human') return ['coachA', 'coachB'];
  return [A === 'human' ? 'you' : A, B === 'human' ? 'you' : B];
}

export function rowOf(entry: MatchListEntry, date: (iso: string | null) => string = (iso) => formatDate(iso)): SaveRow {
  if (entry.status === 'damaged') {
    return {
      kind: 'damaged',
      id: entry.id,
      status: 'damaged',
      reason: entry.reason,
      words: entry.words,
      hasValidBackup: entry.hasValidBackup,
      iso: entry.modifiedAt,
      date: date(entry.modifiedAt),
    };
  }
  const { teams, score, rush, winner } = entry.summary;
  const status = entry.summary.status;
  const by = playedBy(entry.controllers);
  return {
    kind: 'match',
    id: entry.id,
    status,
    name: entry.name,
    named: entry.named,
    teams: [teams[0].name, teams[1].name],
    sides: [
      { team: teams[0].name, by: by[0] },
      { team: teams[1].name, by: by[1] },
    ],
    setUp: status === 'in-progress' && rush === 0,
    score: [score[0], score[1]],
    rush,
    winner: status !== 'finished' || winner === null ? null : winner === 'draw' ? 'draw' : teams[winner].name,
    game: entry.game ?? 'dreadball',
    iso: entry.savedAt,
    date: date(entry.savedAt),
  };
}

/** Rows in list order: newest first (saved date, or the damaged file's date), ties by id. */
export function rowsOf(entries: readonly MatchListEntry[], date?: (iso: string | null) => string): SaveRow[] {
  const rows = entries.map((e) => rowOf(e, date));
  const key = (r: SaveRow) => r.iso ?? '';
  return rows.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : a.id.localeCompare(b.id)));
}

/**
 * Where a match stands, as the message key and values that word it in its own game: DreadBall
 * counts rushes, Blood Bowl turns, Rülerball minutes played; before play begins it is "Set-up".
 */
export function progressOf(row: Pick<MatchRow, 'game' | 'rush' | 'setUp'>): { key: string; values: { n: number } } {
  const values = { n: row.rush };
  if (row.setUp) return { key: 'loadMatch.sides.setUp', values };
  if (row.game === 'bloodbowl') return { key: 'loadGames.turn', values };
  if (row.game === 'rulerball') return { key: 'loadGames.minutes', values };
  return { key: 'loadMatch.rush', values };
}

/** The Load list's game filter: every save, or one game's (damaged files show under every filter: their game is unknown). */
export type GameFilter = 'all' | 'dreadball' | 'bloodbowl' | 'rulerball';
export const GAME_FILTERS: readonly GameFilter[] = ['all', 'dreadball', 'bloodbowl', 'rulerball'];

export function filterRows(rows: readonly SaveRow[], filter: GameFilter): SaveRow[] {
  return filter === 'all' ? [...rows] : rows.filter((r) => r.kind === 'damaged' || r.game === filter);
}

export type NameCheck = { ok: true; name: string } | { ok: false; error: 'empty' | 'tooLong' | 'control' };

/** A typed match name: trimmed, 1-64 characters, no control characters. */
export function validateMatchName(raw: string): NameCheck {
  const name = raw.trim();
  if (name.length === 0) return { ok: false, error: 'empty' };
  if (!DISPLAY_TEXT_PATTERN.test(name)) return { ok: false, error: 'control' };
  if (name.length > MATCH_NAME_MAX) return { ok: false, error: 'tooLong' };
  return { ok: true, name };
}

/** What the Open button does for a row: play on, watch the replay, or nothing (damaged). */
export function openModeOf(row: SaveRow): 'play' | 'replay' | null {
  if (row.kind === 'damaged') return null;
  return row.status === 'finished' ? 'replay' : 'play';
}
