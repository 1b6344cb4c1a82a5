// Save ids. The main process makes them (crypto.randomUUID); anything that arrives from the
// renderer or from a file is checked against this one strict pattern before it goes near a path.
// A user-typed name never becomes part of a file name.

/** Lower-case RFC 4122 UUID: 36 characters of [0-9a-f-], so no dots, separators or drive letters. */
export const SAVE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isSaveId(value: unknown): value is string {
  return typeof value === 'string' && SAVE_ID_PATTERN.test(value);
}

export const MATCH_FORMAT = 'rushline-match';
export const TEAM_FORMAT = 'rushline-team';
export type SaveFormat = typeof MATCH_FORMAT | typeof TEAM_FORMAT;

export const MATCH_EXTENSION = '.rushline-match.json';
export const TEAM_EXTENSION = '.rushline-team.json';

/** Printable text without control characters (names are shown, never used as paths). */
export const DISPLAY_TEXT_PATTERN = /^[^\p{Cc}\p{Cs}]*$/u;
