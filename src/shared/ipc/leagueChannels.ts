// IPC channels of the league files. Spread into `contract` in contract.ts, beside the match and
// team channels and in their style: ids by the strict pattern, no paths (export and import show
// the main process's own dialogs), the league checked by its schema on the way in and out.
import { z } from 'zod';
import { wordsSchema } from '../words';
import { damageReasons } from '../saves/decode';
import { saveIdSchema } from '../saves/schemas';
import { leagueContentSchema, leagueFileSchema } from '../league/saves/schema';

const noPayload = z.undefined();
const byId = z.object({ id: saveIdSchema }).strict();
const isoDate = z.string().max(40);

export const leagueListEntrySchema = z.discriminatedUnion('status', [
  z
    .object({
      status: z.literal('ok'),
      id: saveIdSchema,
      name: z.string(),
      teams: z.number().int(),
      fixtures: z.number().int(),
      played: z.number().int(),
      postGameUnderWay: z.boolean(),
      savedAt: isoDate,
    })
    .strict(),
  z
    .object({
      status: z.literal('damaged'),
      id: saveIdSchema,
      reason: z.enum(damageReasons),
      words: wordsSchema,
      hasValidBackup: z.boolean(),
      modifiedAt: isoDate.nullable(),
    })
    .strict(),
]);

const savedLeague = z.object({ id: saveIdSchema, name: z.string(), savedAt: isoDate }).strict();

export const leagueChannels = {
  'leagues:list': { request: noPayload, response: z.array(leagueListEntrySchema) },
  'leagues:load': { request: byId, response: leagueFileSchema },
  /** Absent id: a new league (the main process picks the id). */
  'leagues:save': { request: z.object({ id: saveIdSchema.optional(), league: leagueContentSchema }).strict(), response: savedLeague },
  'leagues:delete': { request: byId, response: z.null() },
  'leagues:restoreBackup': { request: byId, response: savedLeague },
  'leagues:export': {
    request: byId,
    response: z.discriminatedUnion('cancelled', [z.object({ cancelled: z.literal(true) }).strict(), z.object({ cancelled: z.literal(false), words: wordsSchema }).strict()]),
  },
  /** One league team as a plain team file (league/exportTeam.ts), where the user picks in the save dialog. */
  'leagues:exportTeam': {
    request: z.object({ id: saveIdSchema, team: z.string().regex(/^t\d{1,2}$/, 'not a league team id') }).strict(),
    response: z.discriminatedUnion('cancelled', [z.object({ cancelled: z.literal(true) }).strict(), z.object({ cancelled: z.literal(false), words: wordsSchema }).strict()]),
  },
  'leagues:import': {
    request: noPayload,
    response: z.discriminatedUnion('cancelled', [z.object({ cancelled: z.literal(true) }).strict(), z.object({ cancelled: z.literal(false), league: savedLeague, already: z.boolean() }).strict()]),
  },
} as const satisfies Record<`leagues:${string}`, { request: z.ZodType; response: z.ZodType }>;

export type LeagueChannels = typeof leagueChannels;
export type LeagueChannel = keyof LeagueChannels;
