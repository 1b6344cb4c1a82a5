import type { Words } from '../words';
// The envelope every IPC call resolves to. Handlers never throw across the
// bridge: Electron would turn a thrown Error into an opaque string.
export const errorCodes = [
  'invalid-payload',
  'payload-too-large',
  'unknown-channel',
  'forbidden-sender',
  'forbidden-url',
  'not-found',
  // A file the user chose (to import) is missing, too large or not a file Rushline can read.
  'bad-file',
  'io-error',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface IpcError {
  code: ErrorCode;
  /** What happened, as a message key and parameters: the renderer words it (under a headline per code). */
  words: Words;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: ErrorCode, what: Words): Result<never> => ({ ok: false, error: { code, words: what } });

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
