// DreadBall's side of the save files: its schemas, its replay and its summary.
import type { SaveRules } from '../saves/gameRules';
import type { MatchSetup as SavedSetup } from '../saves/schemas';
import { summarizeMatch } from '../saves/summary';
import { dreadballDecisionSchema, dreadballSnapshotSchema } from './saveSchema';
import { createMatch, type MatchSetup } from './state';
import { replay } from './door';
import type { Decision, MatchState } from './types';

export const DREADBALL_GAME = 'dreadball';
/** Bumped whenever a rule changes what a decision log plays out to. */
export const DREADBALL_RULES_VERSION = 1;

export const dreadballSaveRules: SaveRules = {
  game: DREADBALL_GAME,
  rulesVersion: DREADBALL_RULES_VERSION,
  decision: dreadballDecisionSchema,
  snapshot: dreadballSnapshotSchema,
  replay(setup: SavedSetup, decisions) {
    try {
      // The save schema checked the structure; the engine checks the rest and throws on the
      // first decision that is not legal where it stands.
      const initial = createMatch(setup as unknown as MatchSetup);
      return { ok: true, state: replay(initial, decisions as unknown as readonly Decision[]) };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  },
  summarise: (state) => summarizeMatch(state as MatchState),
};
