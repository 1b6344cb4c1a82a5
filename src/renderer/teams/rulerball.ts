// Rülerball teams in the renderer: the builder's draft, a team file's answer read back, the roster
// and look a match plays from it. The rules (points, upgrades, problems) come from
// src/shared/games/rulerball/teams; nothing here decides what a team may do.
import type { FigureKind, UpgradeKind } from '../../shared/games/rulerball/tables/numbers';
import { FIGURE_KINDS, LINE_UP } from '../../shared/games/rulerball/tables/numbers';
import type { TeamLook } from '../../shared/games/rulerball/engine/types';
import { pointsSpent, type Roster } from '../../shared/games/rulerball/teams/roster';
import { sheetProblems, type SheetProblem } from '../../shared/games/rulerball/teams/sheet';
import { STOCK_TEAMS } from '../../shared/games/rulerball/teams/stock';
import { lookOfTeam, rosterOfTeam, type RulerballTeamContent, type RulerballTeamFigure } from '../../shared/games/rulerball/teams/teamFile';
import { shortNameOf } from './bloodbowl';
import type { TeamSummary } from './stored';

/** A new team's colours (the coach changes them at will). */
const NEW_COLOURS = { primary: '#d9480f', secondary: '#f2f2f2' };

/** The Rülerball team in the builder (plain data, so it can be compared and copied). */
export interface RBDraft {
  /** The saved team's id; undefined for a team not saved yet. */
  id?: string;
  name: string;
  shortName: string;
  primary: string;
  secondary: string;
  figures: RulerballTeamFigure[];
}

export type RBTeamFile = RulerballTeamContent & { id: string };

export const cloneRBDraft = (d: RBDraft): RBDraft => ({ ...d, figures: d.figures.map((f) => ({ ...f, upgrades: [...f.upgrades] })) });

/** A new team: the line-up's ten figures numbered 1-10, no upgrades, named by `figureName`. */
export function plainDraft(name: string, figureName: (kind: FigureKind, n: number) => string): RBDraft {
  const figures: RulerballTeamFigure[] = [];
  for (const kind of FIGURE_KINDS) {
    for (let n = 1; n <= LINE_UP[kind]; n++) figures.push({ id: `f${figures.length + 1}`, name: figureName(kind, n), number: figures.length + 1, kind, upgrades: [] });
  }
  return { name, shortName: shortNameOf(name), ...NEW_COLOURS, figures };
}

/** A new team copied from a stock team (names, numbers, colours, upgrades), to change at will. */
export function stockCopy(index: number): RBDraft | undefined {
  const stock = STOCK_TEAMS[index];
  if (!stock) return undefined;
  return cloneRBDraft({ name: stock.name, shortName: stock.shortName, primary: stock.colours.primary, secondary: stock.colours.secondary, figures: stock.figures as RulerballTeamFigure[] });
}

/** Adds the upgrade to the figure, or takes it off (the sheet's problems judge the result). */
export function toggleUpgrade(figure: RulerballTeamFigure, upgrade: UpgradeKind): void {
  const i = figure.upgrades.indexOf(upgrade);
  if (i >= 0) figure.upgrades.splice(i, 1);
  else figure.upgrades.push(upgrade);
}

/** What `teams:save` takes (names trimmed, colours in lower case). */
export function draftContent(d: RBDraft): RulerballTeamContent {
  return {
    game: 'rulerball',
    name: d.name.trim(),
    shortName: d.shortName,
    colours: { primary: d.primary.toLowerCase(), secondary: d.secondary.toLowerCase() },
    figures: d.figures.map((f) => ({ ...f, name: f.name.trim(), upgrades: [...f.upgrades] })),
  };
}

export const draftProblems = (d: RBDraft): SheetProblem[] => sheetProblems(d);
export const draftPoints = (d: Pick<RBDraft, 'figures'>): number => pointsSpent(d);

/** Same team as far as the coach can see (for "unsaved changes"). */
export const sameRBDraft = (a: RBDraft, b: RBDraft): boolean => JSON.stringify(draftContent(a)) === JSON.stringify(draftContent(b));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A Rülerball team file from a channel's answer (load, save, import), or undefined. */
export function rbTeamOf(value: unknown): RBTeamFile | undefined {
  if (!isRecord(value)) return undefined;
  const inner = isRecord(value.team) ? value.team : value;
  if (inner.game !== 'rulerball' || typeof inner.id !== 'string' || !Array.isArray(inner.figures) || !isRecord(inner.colours)) return undefined;
  return inner as unknown as RBTeamFile;
}

export function draftOfFile(team: RBTeamFile): RBDraft {
  return cloneRBDraft({ id: team.id, name: team.name, shortName: team.shortName, primary: team.colours.primary, secondary: team.colours.secondary, figures: team.figures });
}

/** The roster a match plays from a saved team (its file id is the roster's id, so the team shows as in use). */
export const rosterOfFile = (team: RBTeamFile): Roster => rosterOfTeam(team.id, team);
export const lookOfFile = (team: RulerballTeamContent): TeamLook => lookOfTeam(team);

/**
 * The locked parts that differ between the saved team and the edited one, for a team an
 * unfinished match plays with: the figures' kinds and upgrades (names, numbers, colours may change).
 */
export function rbLockedChanges(saved: RBDraft, edited: RBDraft): 'roster'[] {
  const sheet = (d: RBDraft) => JSON.stringify(d.figures.map((f) => [f.kind, [...f.upgrades].sort()]));
  return sheet(saved) === sheet(edited) ? [] : ['roster'];
}

/** What the Teams list shows of a saved Rülerball team (its value: the upgrade points spent). */
export function summarizeRulerball(team: RBTeamFile, inUse: boolean): TeamSummary {
  return {
    id: team.id,
    game: 'rulerball',
    name: team.name,
    shortName: team.shortName,
    emblem: 'shield',
    colours: { primary: team.colours.primary, secondary: team.colours.secondary },
    raceId: undefined,
    raceName: '',
    homebrew: false,
    playerCount: team.figures.length,
    value: draftPoints(team),
    coachDice: 0,
    inUse,
  };
}
