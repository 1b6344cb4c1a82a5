/**
 * A Rülerball team sheet (rules/rulerball.md, "Figures"): 10 figures, 5 skaters, 2 catchers and
 * 3 bikers, and 6 upgrade points spent on them (+1 top speed, +1 strength, skill one better; each
 * once per figure). The engine plays a sheet's effective numbers; the builder shows its problems.
 */
import { FIGURES, FIGURE_KINDS, LINE_UP, TUNING, UPGRADES, type FigureKind, type FigureStats, type UpgradeKind } from '../tables/numbers';

export const UPGRADE_KINDS: readonly UpgradeKind[] = ['speed', 'strength', 'skill'];

export interface RosterFigure {
  readonly name: string;
  readonly kind: FigureKind;
  readonly upgrades: readonly UpgradeKind[];
}

export interface Roster {
  /** The sheet's id (saves name the teams of a match by it). */
  readonly id: string;
  readonly name: string;
  readonly figures: readonly RosterFigure[];
}

export type RosterProblem =
  | { code: 'empty-name'; figure: number | null }
  | { code: 'unknown-kind'; figure: number; kind: string }
  | { code: 'wrong-line-up'; kind: FigureKind; count: number; needed: number }
  | { code: 'unknown-upgrade'; figure: number; upgrade: string }
  | { code: 'upgrade-twice'; figure: number; upgrade: UpgradeKind }
  | { code: 'upgrade-not-for-kind'; figure: number; upgrade: UpgradeKind; kind: FigureKind }
  | { code: 'skill-too-good'; figure: number; best: number }
  | { code: 'over-points'; points: number; max: number };

const isKind = (k: string): k is FigureKind => (FIGURE_KINDS as readonly string[]).includes(k);
const isUpgrade = (u: string): u is UpgradeKind => (UPGRADE_KINDS as readonly string[]).includes(u);

/** Upgrade points a sheet spends (unknown upgrades cost nothing here; they are a problem of their own). */
export function pointsSpent(r: Pick<Roster, 'figures'>): number {
  let sum = 0;
  for (const f of r.figures) for (const u of f.upgrades) if (isUpgrade(u)) sum += UPGRADES[u].cost;
  return sum;
}

/** A figure's numbers with its upgrades: +1 top speed, +1 strength, skill one better. */
export function effectiveStats(f: Pick<RosterFigure, 'kind' | 'upgrades'>): FigureStats {
  const base = FIGURES[f.kind];
  const has = (u: UpgradeKind) => f.upgrades.includes(u);
  return {
    ...base,
    topSpeed: base.topSpeed + (has('speed') ? 1 : 0),
    strength: base.strength === null ? null : base.strength + (has('strength') ? 1 : 0),
    skill: has('skill') ? Math.max(UPGRADES.skill.best, base.skill - 1) : base.skill,
  };
}

/** Every problem of a sheet; empty when it may play. */
export function rosterProblems(r: Roster): RosterProblem[] {
  const out: RosterProblem[] = [];
  if (r.name.trim() === '') out.push({ code: 'empty-name', figure: null });
  const counts: Record<FigureKind, number> = { skater: 0, catcher: 0, biker: 0 };
  r.figures.forEach((f, i) => {
    if (f.name.trim() === '') out.push({ code: 'empty-name', figure: i });
    if (!isKind(f.kind)) {
      out.push({ code: 'unknown-kind', figure: i, kind: String(f.kind) });
      return;
    }
    counts[f.kind]++;
    const seen = new Set<string>();
    for (const u of f.upgrades) {
      if (!isUpgrade(u)) {
        out.push({ code: 'unknown-upgrade', figure: i, upgrade: String(u) });
        continue;
      }
      if (seen.has(u)) out.push({ code: 'upgrade-twice', figure: i, upgrade: u });
      seen.add(u);
      if (!UPGRADES[u].kinds.includes(f.kind)) out.push({ code: 'upgrade-not-for-kind', figure: i, upgrade: u, kind: f.kind });
      else if (u === 'skill' && FIGURES[f.kind].skill <= UPGRADES.skill.best) out.push({ code: 'skill-too-good', figure: i, best: UPGRADES.skill.best });
    }
  });
  for (const k of FIGURE_KINDS) if (counts[k] !== LINE_UP[k]) out.push({ code: 'wrong-line-up', kind: k, count: counts[k], needed: LINE_UP[k] });
  const points = pointsSpent(r);
  if (points > TUNING.upgradePoints) out.push({ code: 'over-points', points, max: TUNING.upgradePoints });
  return out;
}

/** A plain 10-figure sheet with no upgrades (tests, scenarios, a new team in the builder). */
export function plainRoster(id: string, name: string): Roster {
  const figures: RosterFigure[] = [];
  for (const k of FIGURE_KINDS) for (let i = 0; i < LINE_UP[k]; i++) figures.push({ name: `${name} ${k} ${i + 1}`, kind: k, upgrades: [] });
  return { id, name, figures };
}

/** The upgrades a figure of a kind may take (the builder offers these and no others). */
export function upgradesFor(kind: FigureKind): UpgradeKind[] {
  return UPGRADE_KINDS.filter((u) => UPGRADES[u].kinds.includes(kind) && !(u === 'skill' && FIGURES[kind].skill <= UPGRADES.skill.best));
}

/** An upgrade's cost in points, and the points a team may spend. */
export const upgradeCost = (u: UpgradeKind): number => UPGRADES[u].cost;
export const UPGRADE_POINTS: number = TUNING.upgradePoints;
