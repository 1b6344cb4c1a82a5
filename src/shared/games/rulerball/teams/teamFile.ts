/**
 * A Rülerball team as a team file holds it (src/shared/saves/schemas.ts wraps it in the file
 * envelope): the sheet the engine plays (figures by kind, their upgrades) plus what the coach
 * gives it for the screen: a short name, colours and a number per figure. The schema checks
 * structure only; the rules (line-up, 6 points) are `sheetProblems`'.
 */
import { z } from 'zod';
import { DISPLAY_TEXT_PATTERN } from '../../../saves/ids';
import { FIGURE_KINDS, FIGURES_PER_TEAM, type FigureKind, type UpgradeKind } from '../tables/numbers';
import type { TeamLook } from '../engine/types';
import { UPGRADE_KINDS, type Roster } from './roster';

export const RULERBALL_TEAM_GAME = 'rulerball';
export const RB_TEAM_NAME_MAX = 32;
export const RB_FIGURE_NAME_MAX = 24;
export const RB_NUMBER_MAX = 99;

const display = (max: number) => z.string().min(1).max(max).regex(DISPLAY_TEXT_PATTERN, 'contains control characters');
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'not a #rrggbb colour');

/** Figure ids as the other games' team files write them (`f1`.., or `f-` and random letters). */
export const RB_FIGURE_ID_PATTERN = /^f(\d{1,3}|-[a-z0-9]{4,20})$/;

const figureSchema = z
  .object({
    id: z.string().regex(RB_FIGURE_ID_PATTERN, 'not a figure id'),
    name: display(RB_FIGURE_NAME_MAX),
    number: z.number().int().min(1).max(RB_NUMBER_MAX),
    kind: z.enum(FIGURE_KINDS as readonly [FigureKind, ...FigureKind[]]),
    upgrades: z.array(z.enum(UPGRADE_KINDS as readonly [UpgradeKind, ...UpgradeKind[]])).max(UPGRADE_KINDS.length),
  })
  .strict();

export const rulerballTeamContentSchema = z
  .object({
    game: z.literal(RULERBALL_TEAM_GAME),
    name: display(RB_TEAM_NAME_MAX),
    shortName: z.string().regex(/^[A-Z0-9]{3}$/, 'three letters or digits A-Z, 0-9'),
    colours: z.object({ primary: colour, secondary: colour }).strict(),
    figures: z.array(figureSchema).min(1).max(FIGURES_PER_TEAM),
  })
  .strict()
  .superRefine((team, ctx) => {
    const ids = new Set<string>();
    const numbers = new Set<number>();
    team.figures.forEach((f, i) => {
      if (ids.has(f.id)) ctx.addIssue({ code: 'custom', path: ['figures', i, 'id'], message: `figure id ${f.id} is used twice` });
      if (numbers.has(f.number)) ctx.addIssue({ code: 'custom', path: ['figures', i, 'number'], message: `number ${f.number} is used twice` });
      ids.add(f.id);
      numbers.add(f.number);
    });
  });

export type RulerballTeamContent = z.output<typeof rulerballTeamContentSchema>;
export type RulerballTeamFigure = RulerballTeamContent['figures'][number];

/** The sheet a match plays (numbers and colours stay with the file). */
export function rosterOfTeam(id: string, team: Pick<RulerballTeamContent, 'name' | 'figures'>): Roster {
  return { id, name: team.name.trim(), figures: team.figures.map((f) => ({ name: f.name.trim(), kind: f.kind, upgrades: [...f.upgrades] })) };
}

/** How the team looks in a match (the match's setup keeps it, so a save shows it after reload). */
export function lookOfTeam(team: Pick<RulerballTeamContent, 'shortName' | 'colours' | 'figures'>): TeamLook {
  return { shortName: team.shortName, colours: { primary: team.colours.primary, secondary: team.colours.secondary }, numbers: team.figures.map((f) => f.number) };
}
