import type { DamageReason } from '../../shared/saves/decode';
import type { ErrorCode } from '../../shared/ipc/result';

export type StorageErrorCode = Extract<ErrorCode, 'not-found' | 'io-error' | 'invalid-payload'>;

/**
 * Every failure the stores report on purpose. `code` is one of the IPC error codes, `message` a
 * sentence for the user, `reason` the damage reason when a file is unusable.
 */
export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    readonly reason?: DamageReason,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** Turns a Node fs error into a StorageError that names the operation and keeps the errno code. */
export function ioError(action: string, error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const hint =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? ' The disk is full.'
      : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? ' The data folder is read-only or not accessible.'
        : '';
  return new StorageError('io-error', `Rushline could not ${action}${code ? ` (${code})` : ''}.${hint} The previous save is unchanged.`);
}
