// The main-process side of every IPC channel, with no Electron import so that
// unit tests and the e2e browser harness run exactly this code.
import type { z } from 'zod';
import { channels, contract, isChannel, MAX_PAYLOAD_BYTES, type Channel, type Contract, type ResponseOf } from '../../shared/ipc/contract';
import { fail, ok, type ErrorCode, type Result } from '../../shared/ipc/result';
import { trustedExternalUrl } from '../../shared/links';
import { MAX_JSON_DEPTH, valueDepthExceeds } from '../../shared/saves/decode';
import { describeZodError } from '../../shared/saves/schemas';
import { defaultsFor } from '../../shared/settings';
import { readSettings, writeSettings } from '../settings/settingsFile';
import { createStorageImplementations, type SaveDialogs } from '../storage/handlers';

export interface HandlerDeps {
  dataDir: string;
  appName: string;
  version: string;
  platform: string;
  /** The system's preferred languages, most preferred first: a first start follows them. */
  systemLanguages?: readonly string[];
  quit: () => void;
  openInBrowser: (url: string) => Promise<void>;
  /** The OS save/open dialogs behind export and import (Electron's in the app, fixed paths in tests). */
  saveDialogs?: SaveDialogs;
  /** Where unexpected failures are reported; defaults to console.error. */
  logError?: (channel: Channel, error: unknown) => void;
}

export type Handler = (payload: unknown) => Promise<Result<unknown>>;
export type HandlerTable = Readonly<Record<Channel, Handler>>;

type Implementations = {
  [C in Channel]: (request: z.output<Contract[C]['request']>) => Promise<ResponseOf<C>>;
};

/** Thrown by implementations for failures the user should see as-is. */
export class IpcFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function createHandlerTable(deps: HandlerDeps): HandlerTable {
  // settings:set is read-modify-write; queue calls so two quick changes cannot lose one.
  let settingsQueue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = settingsQueue.then(task, task);
    settingsQueue = run.catch(() => undefined);
    return run;
  };
  const settingsDefaults = defaultsFor(deps.systemLanguages ?? []);
  const impl: Implementations = {
    'app:info': async () => ({
      name: deps.appName,
      version: deps.version,
      platform: deps.platform,
      dataDir: deps.dataDir,
    }),
    'app:quit': async () => {
      deps.quit();
      return null;
    },
    'settings:get': () => readSettings(deps.dataDir, settingsDefaults),
    'settings:set': (patch) =>
      serialized(async () => {
        const next = { ...(await readSettings(deps.dataDir, settingsDefaults)), ...patch };
        await writeSettings(deps.dataDir, next);
        return next;
      }),
    'shell:openExternal': async ({ url }) => {
      const trusted = trustedExternalUrl(url);
      if (trusted === null) {
        throw new IpcFailure('forbidden-url', 'Rushline only opens its own list of trusted web pages, and this link is not on it.');
      }
      await deps.openInBrowser(trusted);
      return null;
    },
    ...createStorageImplementations(deps),
  };
  const logError = deps.logError ?? ((channel, error) => console.error(`[ipc] ${channel} failed:`, error));
  const table = Object.fromEntries(
    channels.map((channel) => [channel, guard(channel, impl[channel] as (request: unknown) => Promise<unknown>, logError)]),
  );
  return Object.freeze(table) as HandlerTable;
}

/** Entry point for transports that receive arbitrary channel names (the e2e binding). */
export function dispatch(table: HandlerTable, channel: unknown, payload: unknown): Promise<Result<unknown>> {
  if (!isChannel(channel)) {
    return Promise.resolve(fail('unknown-channel', 'Rushline does not know the requested action.'));
  }
  return table[channel](payload);
}

function guard(
  channel: Channel,
  run: (request: unknown) => Promise<unknown>,
  logError: NonNullable<HandlerDeps['logError']>,
): Handler {
  const { request, response } = contract[channel];
  return async (payload) => {
    const size = jsonSize(payload);
    if (size === undefined) {
      return fail('invalid-payload', `The data sent with "${channel}" is not plain JSON data.`);
    }
    if (size > MAX_PAYLOAD_BYTES) {
      return fail(
        'payload-too-large',
        `The data sent with "${channel}" is ${Math.ceil(size / 1024)} KB, over the ${MAX_PAYLOAD_BYTES / 1024} KB limit.`,
      );
    }
    // Before the schema: its recursion would overflow on a payload nested deeply enough.
    if (valueDepthExceeds(payload, MAX_JSON_DEPTH)) {
      return fail('invalid-payload', `The data sent with "${channel}" nests more than ${MAX_JSON_DEPTH} levels deep.`);
    }
    const parsed = request.safeParse(payload);
    if (!parsed.success) {
      return fail('invalid-payload', `The data sent with "${channel}" is not valid: ${describeIssues(parsed.error)}.`);
    }
    try {
      // Validating our own answer catches handler bugs before the renderer trusts them.
      return ok(response.parse(await run(parsed.data)));
    } catch (error) {
      if (error instanceof IpcFailure) return fail(error.code, error.message);
      logError(channel, error);
      const code = (error as NodeJS.ErrnoException | null)?.code;
      if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
        return fail('io-error', `Rushline could not read or write its data folder (${code}).`);
      }
      return fail('internal', `Something went wrong inside Rushline while handling "${channel}".`);
    }
  };
}

function jsonSize(payload: unknown): number | undefined {
  if (payload === undefined) return 0;
  try {
    const text = JSON.stringify(payload);
    return text === undefined ? undefined : Buffer.byteLength(text, 'utf8');
  } catch {
    return undefined; // cycles, BigInt
  }
}

/** The same wording as save files get: field paths, no repeated content (odd keys elided). */
function describeIssues(error: z.ZodError): string {
  return describeZodError(error, 3, 'payload');
}
