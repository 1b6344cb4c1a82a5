/**
 * DreadBall's part of the random-play simulator (src/shared/game/simulate.ts): matches between
 * stock teams picked by the seed, the "keen" random player (uniform random play almost never
 * scores, so strikes, relaunches and landslides would go untested), the preview-versus-roll check
 * and the strike, injury and death counts the `sim` report has always shown.
 */
import type { MatchSetup } from './engine';
import { keenPlayer, pickTeams } from './engine/sim';
import { PreviewChecker } from './engine/sim/previews';
import type { Decision, GameEvent, MatchState } from './engine/types';
import type { SimulationConfig } from '../../game/simulate';

export const DREADBALL_SIM: SimulationConfig<MatchState, Decision, GameEvent, MatchSetup> = {
  setup: (seed) => ({ teams: pickTeams(seed), seed }),
  seats: ['A', 'B'],
  choose: keenPlayer,
  tallies: {
    strikes: (e) => e.type === 'strike',
    injuries: (e) => e.type === 'injury',
    deaths: (e) => e.type === 'death',
  },
  watcher: () => new PreviewChecker(),
};
