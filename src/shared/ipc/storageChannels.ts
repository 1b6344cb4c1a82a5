// IPC channels of the save files (matches and custom teams). Spread into `contract` in
// contract.ts. Ids are checked by a strict pattern here and again by the stores; no channel takes
// a path: export and import show the main process's own file dialogs.
import { wordsSchema } from '../words';
import { z } from 'zod';
import { damageReasons } from '../saves/decode';
import {
  decisionSchema,
  gameIdSchema,
  MAX_DECISIONS,
  matchControllersSchema,
  matchFileSchema,
  matchLeagueLinkSchema,
  matchNameSchema,
  matchSetupSchema,
  matchSummarySchema,
  saveIdSchema,
  snapshotSchema,
  teamContentSchema,
  teamFileSchema,
  TEAM_GAMES,
} from '../saves/schemas';

const noPayload = z.undefined();
const byId = z.object({ id: saveIdSchema }).strict();
const isoDate = z.string().max(40);

const damagedEntry = z
  .object({
    status: z.literal('damaged'),
    id: saveIdSchema,
    reason: z.enum(damageReasons),
    words: wordsSchema,
    hasValidBackup: z.boolean(),
    modifiedAt: isoDate.nullable(),
  })
  .strict();

export const matchListEntrySchema = z.discriminatedUnion('status', [
  z
    .object({
      status: z.literal('ok'),
      id: saveIdSchema,
      name: z.string(),
      /** The name was given by a person (false: the teams' default name, which the list does not repeat). */
      named: z.boolean(),
      createdAt: isoDate,
      savedAt: isoDate,
      summary: matchSummarySchema,
      /** Ids of the match's teams (in seat order), so the team list can mark teams in use without loading matches. */
      teamIds: z.array(z.string().min(1).max(64)).max(8),
      /** Who played each side: a person or the computer at its level (hot-seat for a file without it). */
      controllers: matchControllersSchema,
      /** The league fixture the match plays, if it is a league match. */
      league: matchLeagueLinkSchema.optional(),
      /** The match's game, for the Load list's tag and filter (absent from an older main process: DreadBall). */
      game: gameIdSchema.optional(),
    })
    .strict(),
  damagedEntry,
]);

export const teamListEntrySchema = z.discriminatedUnion('status', [
  z
    .object({
      status: z.literal('ok'),
      id: saveIdSchema,
      game: z.enum(TEAM_GAMES),
      name: z.string(),
      shortName: z.string(),
      colours: z.object({ primary: z.string(), secondary: z.string() }).strict(),
      emblem: z.string(),
      homebrew: z.boolean(),
      playerCount: z.number().int(),
      savedAt: isoDate,
    })
    .strict(),
  damagedEntry,
]);

export const replayCheckSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok') }).strict(),
  z.object({ status: z.literal('mismatch'), words: wordsSchema }).strict(),
  z.object({ status: z.literal('migrated'), fromVersion: z.number().int() }).strict(),
  z.object({ status: z.literal('read-only'), words: wordsSchema }).strict(),
]);

const loadedMatch = z.object({ match: matchFileSchema, check: replayCheckSchema }).strict();
const savedMatch = z.object({ id: saveIdSchema, name: z.string(), savedAt: isoDate }).strict();
const exported = z.object({ cancelled: z.boolean() }).strict();
/** A team export says where the file went ("Saved to /home/me/Riveters.rushline-team.json"), as words. */
const teamExported = z.discriminatedUnion('cancelled', [
  z.object({ cancelled: z.literal(true) }).strict(),
  z.object({ cancelled: z.literal(false), words: wordsSchema }).strict(),
]);
/** A match's game or dice log as text (well under MAX_PAYLOAD_BYTES: a long match's log is ~60 KB). */
const logExport = z.object({ log: z.enum(['game', 'dice']), text: z.string().max(500_000) }).strict();

export const matchSaveRequestSchema = z
  .object({
    /** Absent on the first save of a new match: the main process picks the id. */
    id: saveIdSchema.optional(),
    name: matchNameSchema.optional(),
    /** The game's id; the main process checks the log and state against that game's schemas. */
    game: gameIdSchema,
    setup: matchSetupSchema,
    decisions: z.array(decisionSchema).max(MAX_DECISIONS),
    snapshot: snapshotSchema,
    /** Who plays each side; absent: hot-seat (and an older renderer). */
    controllers: matchControllersSchema.optional(),
    /** The league fixture the match plays; absent: not a league match. */
    league: matchLeagueLinkSchema.optional(),
  })
  .strict();

export const storageChannels = {
  'matches:list': { request: noPayload, response: z.array(matchListEntrySchema) },
  'matches:load': { request: byId, response: loadedMatch },
  'matches:save': { request: matchSaveRequestSchema, response: savedMatch },
  'matches:latest': { request: noPayload, response: matchListEntrySchema.nullable() },
  'matches:rename': { request: z.object({ id: saveIdSchema, name: matchNameSchema }).strict(), response: savedMatch },
  'matches:delete': { request: byId, response: z.null() },
  'matches:restoreBackup': { request: byId, response: savedMatch },
  'matches:export': { request: byId, response: exported },
  /** Writes the log text where the user picks in the save dialog; answers the file's name. */
  'matches:exportLog': {
    request: logExport,
    response: z.discriminatedUnion('cancelled', [
      z.object({ cancelled: z.literal(true) }).strict(),
      z.object({ cancelled: z.literal(false), fileName: z.string() }).strict(),
    ]),
  },
  'matches:import': {
    request: noPayload,
    response: z.discriminatedUnion('cancelled', [
      z.object({ cancelled: z.literal(true) }).strict(),
      z.object({ cancelled: z.literal(false), match: savedMatch, check: replayCheckSchema }).strict(),
    ]),
  },
  'teams:list': { request: noPayload, response: z.array(teamListEntrySchema) },
  'teams:load': { request: byId, response: teamFileSchema },
  'teams:save': { request: z.object({ id: saveIdSchema.optional(), team: teamContentSchema }).strict(), response: teamFileSchema },
  'teams:duplicate': { request: byId, response: teamFileSchema },
  'teams:delete': { request: byId, response: z.null() },
  'teams:restoreBackup': { request: byId, response: teamFileSchema },
  'teams:export': { request: byId, response: teamExported },
  'teams:import': {
    request: noPayload,
    response: z.discriminatedUnion('cancelled', [
      z.object({ cancelled: z.literal(true) }).strict(),
      z.object({ cancelled: z.literal(false), outcome: z.enum(['imported', 'renamed', 'already']), team: teamFileSchema }).strict(),
    ]),
  },
} as const satisfies Record<`${'matches' | 'teams'}:${string}`, { request: z.ZodType; response: z.ZodType }>;

export type StorageChannels = typeof storageChannels;
export type StorageChannel = keyof StorageChannels;
