import { IpcFailure } from '../ipc/handlers';
import { StorageError } from './errors';

/**
 * The stores' handlers with StorageError turned into IpcFailure, so the generic IPC guard passes
 * code and words through as they are (any other error stays an internal one).
 */
export function withStorageFailures<T>(impl: Record<string, (request: never) => Promise<unknown>>): T {
  return Object.fromEntries(
    Object.entries(impl).map(([channel, run]) => [
      channel,
      async (request: unknown) => {
        try {
          return await (run as (r: unknown) => Promise<unknown>)(request);
        } catch (error) {
          if (error instanceof StorageError) throw new IpcFailure(error.code, error.words);
          throw error;
        }
      },
    ]),
  ) as T;
}
