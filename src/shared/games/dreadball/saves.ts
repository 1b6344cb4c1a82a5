// DreadBall's side of the save files: its strict schemas, its replay and its list summary.
import { replay } from './engine';
import type { Decision, MatchState } from './engine/types';
import type { SaveRules } from '../../saves/gameRules';
import { summarizeMatch } from './listSummary';
import { dreadball } from './index';
import { dreadballDecisionSchema, dreadballSetupSchema, dreadballSnapshotSchema } from './saveSchema';

export const dreadballSaves: SaveRules = {
  game: dreadball.id,
  rulesVersion: dreadball.rulesVersion,
  setup: dreadballSetupSchema,
  decision: dreadballDecisionSchema,
  snapshot: dreadballSnapshotSchema,
  replay(setup, decisions) {
    try {
      // The schemas checked the structure; the engine checks the rest and throws on the first
      // decision that is not legal where it stands.
      type Args = Parameters<typeof dreadball.replay>;
      return { ok: true, state: dreadball.replay(setup as unknown as Args[0], decisions as unknown as Args[1]) };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  },
  replayFrom(state, decisions) {
    try {
      return { ok: true, state: replay(state as MatchState, decisions as unknown as readonly Decision[]) };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  },
  summarise: (state) => summarizeMatch(state as MatchState),
};
