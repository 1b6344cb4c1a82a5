// Text of a save file -> a current, validated document, or a typed reason why not.
// Never throws: anything unexpected becomes a `DecodeProblem`. Used on every read and import.
import type { z } from 'zod';
import { words, type Words } from '../words';
import { MATCH_FORMAT, TEAM_FORMAT, type SaveFormat } from './ids';
import { CURRENT_VERSION, migrate, MigrationError, OLDEST_VERSION } from './migrations';
import { describeZodError, isTeamGame, matchFileSchema, teamFileSchema, type MatchFile, type TeamFile } from './schemas';

/** Why a file cannot be used. `replay-failed` and `missing` are added by the match store. */
export const damageReasons = [
  'invalid-json',
  'too-large',
  'wrong-format',
  'schema',
  'newer-version',
  'id-mismatch',
  'replay-failed',
  'missing',
  'unreadable',
] as const;
export type DamageReason = (typeof damageReasons)[number];

export interface DecodeProblem {
  ok: false;
  reason: DamageReason;
  /** What exactly is wrong, for the renderer to word (keys under `problems.`). */
  words: Words;
}
export interface Decoded<T> {
  ok: true;
  doc: T;
  /** The version the file was written in (lower than current when it was migrated). */
  fromVersion: number;
}
export type DecodeResult<T> = Decoded<T> | DecodeProblem;

/** Files over this size are refused before parsing (a long match is well under 1 MB). */
export const MAX_SAVE_BYTES = 8 * 1024 * 1024;
/** Deeper JSON than this is refused before parsing: no save file nests more than ~10 levels. */
export const MAX_JSON_DEPTH = 64;

const schemas = { [MATCH_FORMAT]: matchFileSchema, [TEAM_FORMAT]: teamFileSchema } as const;
/** The kind of file, as words: "match" or "team" in the user's language. */
export const fileKind = (format: SaveFormat): Words => words(`problems.kind.${format === MATCH_FORMAT ? 'match' : 'team'}`);

const problem = (reason: DamageReason, key: string, params?: Record<string, string | number | Words>): DecodeProblem => ({
  ok: false,
  reason,
  words: words(`problems.file.${key}`, params),
});

/** Nesting depth of JSON text, skipping strings; stops counting once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * Nesting depth of a value, checked without recursion (a value nested 100 000 deep must not
 * overflow the stack of the check meant to refuse it); stops once past `limit`.
 */
export function valueDepthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

export function decodeMatch(text: string): DecodeResult<MatchFile> {
  return decodeSave(MATCH_FORMAT, text) as DecodeResult<MatchFile>;
}

export function decodeTeam(text: string): DecodeResult<TeamFile> {
  return decodeSave(TEAM_FORMAT, text) as DecodeResult<TeamFile>;
}

export function decodeSave(format: SaveFormat, text: string): DecodeResult<MatchFile | TeamFile> {
  try {
    return decodeUnsafe(format, text);
  } catch (error) {
    // Belt and braces: nothing below should throw, but a loader must never crash the app.
    void error;
    return problem('schema', 'unreadable', { kind: fileKind(format) });
  }
}

const APP_VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.-]{1,20})?$/;

/**
 * A hint at what is wrong with invalid JSON. JSON.parse's own message quotes the text around the
 * error, and messages must never repeat what a file holds (it may be anything, even private).
 */
function jsonCutOff(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /end of JSON input|unterminated string/i.test(message);
}

function decodeUnsafe(format: SaveFormat, text: string): DecodeResult<MatchFile | TeamFile> {
  const what = fileKind(format);
  if (text.length > MAX_SAVE_BYTES) {
    return problem('too-large', 'tooLarge', { kb: Math.round(text.length / 1024), kind: what, mb: MAX_SAVE_BYTES / 1024 / 1024 });
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    return problem('schema', 'tooDeep', { levels: MAX_JSON_DEPTH, kind: what });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return problem('invalid-json', jsonCutOff(error) ? 'invalidJsonCut' : 'invalidJson');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return problem('wrong-format', 'notRushline', { kind: what });
  }
  const doc = raw as Record<string, unknown>;
  if (doc.format !== format) {
    if (doc.format === MATCH_FORMAT || doc.format === TEAM_FORMAT) return problem('wrong-format', 'otherKind', { other: fileKind(doc.format), kind: what });
    return problem('wrong-format', doc.format === undefined ? 'noFormat' : 'unknownFormat', { kind: what });
  }
  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return problem('schema', 'noVersion', { kind: what });
  }
  const current = CURRENT_VERSION[format];
  if (version > current) {
    // Only a well-formed version number is repeated: messages never echo arbitrary file content.
    const app = typeof doc.appVersion === 'string' && APP_VERSION_PATTERN.test(doc.appVersion) ? doc.appVersion : '?';
    return problem('newer-version', 'newer', { kind: what, app, version, current });
  }
  if (version < OLDEST_VERSION[format]) {
    return problem('schema', 'tooOld', { kind: what, version });
  }
  let migrated: Record<string, unknown>;
  try {
    migrated = migrate(format, version, doc);
  } catch (error) {
    if (error instanceof MigrationError) {
      return problem('schema', 'notUpgraded', { kind: what, version, detail: error.message });
    }
    throw error;
  }
  // A team of a game this build keeps no teams of is refused as such, not as a broken file.
  if (format === TEAM_FORMAT && !isTeamGame(migrated.game)) {
    return { ok: false, reason: 'wrong-format', words: words('problems.team.otherGame') };
  }
  const parsed = (schemas[format] as z.ZodType).safeParse(migrated);
  if (!parsed.success) {
    return problem('schema', 'badShape', { kind: what, detail: describeZodError(parsed.error) });
  }
  return { ok: true, doc: parsed.data as MatchFile | TeamFile, fromVersion: version };
}
