// The single source of truth for IPC. Adding a channel = adding one entry to
// `contract`; the preload/client API, the handler table's required keys and the
// rejection tests all derive from it.
import { z } from 'zod';
import { animationSpeeds, announcements, handovers, languages } from '../settings';
import { storageChannels } from './storageChannels';
import { leagueChannels } from './leagueChannels';

// zod 4 probes `new Function` for a faster parser; under the renderer's CSP
// (no 'unsafe-eval') that probe logs a violation, so stay on the plain path.
z.config({ jitless: true });

/** Largest accepted payload, measured as JSON text. Big enough for a save file. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;

const noPayload = z.undefined();

export const settingsSchema = z
  .object({
    language: z.enum(languages),
    animationSpeed: z.enum(animationSpeeds),
    sound: z.boolean(),
    volume: z.number().int().min(0).max(100),
    handover: z.enum(handovers),
    announce: z.enum(announcements),
  })
  .strict();

export const settingsPatchSchema = settingsSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one setting to change.' });

export const appInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  dataDir: z.string(),
});

export const contract = {
  'app:info': { request: noPayload, response: appInfoSchema },
  'app:quit': { request: noPayload, response: z.null() },
  'settings:get': { request: noPayload, response: settingsSchema },
  'settings:set': { request: settingsPatchSchema, response: settingsSchema },
  'shell:openExternal': {
    request: z.object({ url: z.string().max(2048) }).strict(),
    response: z.null(),
  },
  ...storageChannels,
  ...leagueChannels,
} as const satisfies Record<`${string}:${string}`, { request: z.ZodType; response: z.ZodType }>;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<Contract[C]['response']>;

export const channels = Object.keys(contract) as Channel[];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(contract, value);
}
