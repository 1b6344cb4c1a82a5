// The main-process side of every IPC channel, with no Electron import so that
// unit tests and the e2e browser harness run exactly this code.
import type { z } from 'zod';
import { channels, contract, isChannel, MAX_PAYLOAD_BYTES, type Channel, type Contract, type ResponseOf } from '../../shared/ipc/contract';
import { fail, ok, type ErrorCode, type Result } from '../../shared/ipc/result';
import { trustedExternalUrl } from '../../shared/links';
import { MAX_JSON_DEPTH, valueDepthExceeds } from '../../shared/saves/decode';
import { describeZodError } from '../../shared/saves/schemas';
import { englishProblem } from '../../shared/problems/english';
import { words, type Words } from '../../shared/words';
import { defaultsFor } from '../../shared/settings';
import { readSettings, writeSettings } from '../settings/settingsFile';
import { createStorageImplementations, type SaveDialogs } from '../storage/handlers';
import { createLeagueImplementations } from '../storage/leagueHandlers';

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
    readonly words: Words,
  ) {
    super(englishProblem(words));
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
        throw new IpcFailure('forbidden-url', words('problems.ipc.untrustedLink'));
      }
      await deps.openInBrowser(trusted);
      return null;
    },
    ...createStorageImplementations(deps),
    ...createLeagueImplementations(deps),
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
    return Promise.resolve(fail('unknown-channel', words('problems.ipc.unknownChannel')));
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
      return fail('invalid-payload', words('problems.ipc.notJson', { channel }));
    }
    if (size > MAX_PAYLOAD_BYTES) {
      return fail('payload-too-large', words('problems.ipc.tooLarge', { channel, kb: Math.ceil(size / 1024), limit: MAX_PAYLOAD_BYTES / 1024 }));
    }
    // Before the schema: its recursion would overflow on a payload nested deeply enough.
    if (valueDepthExceeds(payload, MAX_JSON_DEPTH)) {
      return fail('invalid-payload', words('problems.ipc.tooDeep', { channel, levels: MAX_JSON_DEPTH }));
    }
    const parsed = request.safeParse(payload);
    if (!parsed.success) {
      return fail('invalid-payload', words('problems.ipc.invalid', { channel, detail: describeIssues(parsed.error) }));
    }
    try {
      // Validating our own answer catches handler bugs before the renderer trusts them.
      return ok(response.parse(await run(parsed.data)));
    } catch (error) {
      if (error instanceof IpcFailure) return fail(error.code, error.words);
      logError(channel, error);
      const code = (error as NodeJS.ErrnoException | null)?.code;
      if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
        return fail('io-error', words('problems.ipc.dataFolder', { errno: code }));
      }
      return fail('internal', words('problems.ipc.internal', { channel }));
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

/** The same detail as save files get: field paths and issue codes, no repeated content. */
function describeIssues(error: z.ZodError): string {
  return describeZodError(error, 3, 'payload');
}
