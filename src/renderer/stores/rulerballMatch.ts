// The Rülerball match being played: the common match store (gameMatch.ts) over the Rülerball module.
import { defineStore } from 'pinia';
import { rulerball } from '../../shared/games/rulerball';
import { coachFor } from '../../shared/game/coaches';
import { useGameMatchCore } from './gameMatch';

export const RULERBALL = 'rulerball';

/** The computer levels Rülerball's coach plays. */
export function rulerballLevels(): readonly string[] {
  const c = coachFor(RULERBALL);
  return c.ok ? c.coach.levels : [];
}

export const useRulerballMatch = defineStore('rulerballMatch', () => useGameMatchCore(rulerball, 'Rülerball'));
