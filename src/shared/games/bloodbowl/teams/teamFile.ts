/**
 * A Blood Bowl team as a team file holds it (src/shared/saves/schemas.ts wraps it in the file
 * envelope): the roster the engine plays (race, players by position, re-rolls) plus what the
 * coach gives it for the screen: a short name, colours and a shirt number per player. The schema
 * checks structure only; the rules (budget, 11-16 players, position maxima) are `sheetProblems`'.
 */
import { z } from 'zod';
import { DISPLAY_TEXT_PATTERN } from '../../../saves/ids';
import { RACE_IDS, RACES, type RaceId } from './races';
import { MAX_PLAYERS, MAX_REROLLS, type Roster } from './roster';

export const BLOOD_BOWL_TEAM_GAME = 'bloodbowl';
export const BB_TEAM_NAME_MAX = 32;
export const BB_PLAYER_NAME_MAX = 24;
export const BB_NUMBER_MAX = 99;

const display = (max: number) => z.string().min(1).max(max).regex(DISPLAY_TEXT_PATTERN, 'contains control characters');
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'not a #rrggbb colour');
const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** Player ids as DreadBall's team files write them (`p1`.., or `p-` and random letters). */
export const BB_PLAYER_ID_PATTERN = /^p(\d{1,3}|-[a-z0-9]{4,20})$/;

const playerSchema = z
  .object({
    id: z.string().regex(BB_PLAYER_ID_PATTERN, 'not a player id'),
    name: display(BB_PLAYER_NAME_MAX),
    number: int(1, BB_NUMBER_MAX),
    position: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'not a position id'),
  })
  .strict();

export const bloodbowlTeamContentSchema = z
  .object({
    game: z.literal(BLOOD_BOWL_TEAM_GAME),
    name: display(BB_TEAM_NAME_MAX),
    shortName: z.string().regex(/^[A-Z0-9]{3}$/, 'three letters or digits A-Z, 0-9'),
    colours: z.object({ primary: colour, secondary: colour }).strict(),
    race: z.enum(RACE_IDS as readonly [RaceId, ...RaceId[]]),
    rerolls: int(0, MAX_REROLLS),
    players: z.array(playerSchema).min(1).max(MAX_PLAYERS),
  })
  .strict()
  .superRefine((team, ctx) => {
    const positions = RACES[team.race].positions.map((p) => p.id);
    const ids = new Set<string>();
    const numbers = new Set<number>();
    team.players.forEach((p, i) => {
      if (!positions.includes(p.position)) ctx.addIssue({ code: 'custom', path: ['players', i, 'position'], message: 'not a position of this race' });
      if (ids.has(p.id)) ctx.addIssue({ code: 'custom', path: ['players', i, 'id'], message: `player id ${p.id} is used twice` });
      if (numbers.has(p.number)) ctx.addIssue({ code: 'custom', path: ['players', i, 'number'], message: `number ${p.number} is used twice` });
      ids.add(p.id);
      numbers.add(p.number);
    });
  });

export type BloodBowlTeamContent = z.output<typeof bloodbowlTeamContentSchema>;
export type BloodBowlTeamPlayer = BloodBowlTeamContent['players'][number];

/** The team sheet a match plays: the engine's roster (numbers and colours stay with the file). */
export function rosterOfTeam(id: string, team: Pick<BloodBowlTeamContent, 'name' | 'race' | 'rerolls' | 'players'>): Roster {
  return { id, name: team.name.trim(), race: team.race, rerolls: team.rerolls, players: team.players.map((p) => ({ name: p.name.trim(), position: p.position })) };
}
