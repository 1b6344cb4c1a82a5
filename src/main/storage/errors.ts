import type { DamageReason } from '../../shared/saves/decode';
import type { ErrorCode } from '../../shared/ipc/result';
import { englishProblem } from '../../shared/problems/english';
import { words, type Words } from '../../shared/words';

export type StorageErrorCode = Extract<ErrorCode, 'not-found' | 'io-error' | 'invalid-payload' | 'bad-file'>;

/**
 * Every failure the stores report on purpose. `code` is one of the IPC error codes, `words` what
 * happened as a message key and parameters (the renderer words it), `reason` the damage reason
 * when a file is unusable. `message` is its English text, for logs only.
 */
export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    readonly words: Words,
    readonly reason?: DamageReason,
  ) {
    super(englishProblem(words));
    this.name = 'StorageError';
  }
}

/** A StorageError whose words are `problems.<key>`. */
export const storageError = (code: StorageErrorCode, key: string, params?: Record<string, string | number | Words>, reason?: DamageReason): StorageError =>
  new StorageError(code, words(`problems.${key}`, params), reason);

/** What a failed file operation was doing (`problems.io.<action>`). */
export type IoAction = 'readFolder' | 'read' | 'save' | 'moveAside' | 'restore' | 'delete' | 'createFolder' | 'lookInFolder' | 'readChosen';

/** A Node fs failure read once: its errno code ('—' if none) and what it says of the place. */
function failureOf(error: unknown): { errno: string; place: 'full' | 'notAllowed' | 'missing' | null } {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const errno = typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : '—';
  const place =
    code === 'ENOSPC' || code === 'EDQUOT' ? 'full' : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'notAllowed' : code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : null;
  return { errno, place };
}

/** The words of a Node fs failure: the operation, the errno code, and a hint for a full or read-only disk. */
export function ioWords(action: IoAction, kind: Words, error: unknown): Words {
  const { errno, place } = failureOf(error);
  const hint = place === 'full' ? 'full' : place === 'notAllowed' ? 'readOnly' : null;
  const params = { action: words(`problems.io.${action}`, { kind }), errno };
  return hint ? words('problems.io.failedHint', { ...params, hint: words(`problems.io.hint.${hint}`) }) : words('problems.io.failed', params);
}

/**
 * An export the user sent to a path of his choosing failed: what is wrong with that place, in words
 * ("the folder does not exist"), not a save's wording; nothing Rushline keeps was touched.
 */
export function exportError(kind: Words, error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const { errno, place } = failureOf(error);
  const why = place === null ? words('problems.io.why.other', { errno }) : words(`problems.io.why.${place === 'missing' ? 'noFolder' : place}`);
  return new StorageError('io-error', words('problems.io.exportFailed', { kind, why }));
}

/** Turns a Node fs error into a StorageError that names the operation and keeps the errno code. */
export function ioError(action: IoAction, kind: Words, error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  return new StorageError('io-error', ioWords(action, kind, error));
}
