// The MatchReplayer backed by the rules engine: createMatch(setup) then replay(decisions).
import { createMatch, replay, type Decision as EngineDecision, type MatchSetup as EngineSetup } from '../../shared/engine';
import type { MatchReplayer } from './replayer';

export const engineReplayer: MatchReplayer = (setup, decisions) => {
  try {
    // The save schema checked the structure; the engine checks the rest and throws on the
    // first decision that is not legal where it stands.
    const initial = createMatch(setup as unknown as EngineSetup);
    return { ok: true, state: replay(initial, decisions as unknown as readonly EngineDecision[]) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
};
