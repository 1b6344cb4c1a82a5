// Text of a league file -> a current, validated league file, or a typed reason why not; never
// throws. The same checks as match and team files (size, depth, format, version, migrations,
// schema), with the league's own migration chain.
import type { z } from 'zod';
import { words, type Words } from '../../words';
import { jsonDepthExceeds, MAX_JSON_DEPTH, MAX_SAVE_BYTES, type DamageReason, type DecodeProblem, type DecodeResult } from '../../saves/decode';
import { MATCH_FORMAT, TEAM_FORMAT } from '../../saves/ids';
import { describeZodError } from '../../saves/schemas';
import { LEAGUE_FORMAT, LEAGUE_SCHEMA_VERSION, leagueFileSchema, type LeagueFile } from './schema';

type Json = Record<string, unknown>;

export interface LeagueMigration {
  /** The version this step reads; it writes `from + 1`. */
  readonly from: number;
  readonly describe: string;
  readonly up: (doc: Json) => Json;
}

/**
 * Ordered steps n -> n+1 of the league file. Version 1 is the first, so there are none yet: to
 * change the format, bump LEAGUE_SCHEMA_VERSION, append a step, commit a fixture of the old
 * version and test it (docs/saves.md, "Migrations"). Never edit a shipped step.
 */
export const LEAGUE_MIGRATIONS: readonly LeagueMigration[] = [];
export const OLDEST_LEAGUE_VERSION = 1;

const LEAGUE: Words = words('problems.kind.league');

const problem = (reason: DamageReason, key: string, params?: Record<string, string | number | Words>): DecodeProblem => ({ ok: false, reason, words: words(`problems.file.${key}`, params) });

const APP_VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.-]{1,20})?$/;

/** Runs the chain from `version` up to the current one; null when a step is missing or fails. */
export function migrateLeague(version: number, doc: Json, steps: readonly LeagueMigration[] = LEAGUE_MIGRATIONS, current = LEAGUE_SCHEMA_VERSION): Json | string {
  let out = doc;
  for (let v = version; v < current; v++) {
    const step = steps.find((m) => m.from === v);
    if (!step) return `no migration for the league file from version ${v}`;
    out = step.up(out);
    if (out.schemaVersion !== v + 1) return `the league step from ${v} did not produce ${v + 1}`;
  }
  return out;
}

export function decodeLeague(text: string): DecodeResult<LeagueFile> {
  try {
    return decodeUnsafe(text);
  } catch {
    // A loader must never crash the app: anything unexpected is a damaged file.
    return problem('schema', 'unreadable', { kind: LEAGUE });
  }
}

function decodeUnsafe(text: string): DecodeResult<LeagueFile> {
  if (text.length > MAX_SAVE_BYTES) return problem('too-large', 'tooLarge', { kb: Math.round(text.length / 1024), kind: LEAGUE, mb: MAX_SAVE_BYTES / 1024 / 1024 });
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return problem('schema', 'tooDeep', { levels: MAX_JSON_DEPTH, kind: LEAGUE });
  let raw: unknown;
  try {
    raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return problem('invalid-json', /end of JSON input|unterminated string/i.test(error instanceof Error ? error.message : '') ? 'invalidJsonCut' : 'invalidJson');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return problem('wrong-format', 'notRushline', { kind: LEAGUE });
  const doc = raw as Json;
  if (doc.format !== LEAGUE_FORMAT) {
    if (doc.format === MATCH_FORMAT || doc.format === TEAM_FORMAT) {
      return problem('wrong-format', 'otherKind', { other: words(`problems.kind.${doc.format === MATCH_FORMAT ? 'match' : 'team'}`), kind: LEAGUE });
    }
    return problem('wrong-format', doc.format === undefined ? 'noFormat' : 'unknownFormat', { kind: LEAGUE });
  }
  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return problem('schema', 'noVersion', { kind: LEAGUE });
  if (version > LEAGUE_SCHEMA_VERSION) {
    const app = typeof doc.appVersion === 'string' && APP_VERSION_PATTERN.test(doc.appVersion) ? doc.appVersion : '?';
    return problem('newer-version', 'newer', { kind: LEAGUE, app, version, current: LEAGUE_SCHEMA_VERSION });
  }
  if (version < OLDEST_LEAGUE_VERSION) return problem('schema', 'tooOld', { kind: LEAGUE, version });
  const migrated = migrateLeague(version, doc);
  if (typeof migrated === 'string') return problem('schema', 'notUpgraded', { kind: LEAGUE, version, detail: migrated });
  const parsed = (leagueFileSchema as z.ZodType).safeParse(migrated);
  if (!parsed.success) return problem('schema', 'badShape', { kind: LEAGUE, detail: describeZodError(parsed.error) });
  return { ok: true, doc: parsed.data as LeagueFile, fromVersion: version };
}
