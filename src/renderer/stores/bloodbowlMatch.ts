// The Blood Bowl match being played: the common match store (gameMatch.ts) over the Blood Bowl
// module, plus the quick set-up, which picks among the engine's legal placements (no rules here).
import { defineStore } from 'pinia';
import { computed } from 'vue';
import { bloodbowl } from '../../shared/games/bloodbowl';
import type { Decision, GameEvent, MatchState, TeamIndex } from '../../shared/games/bloodbowl/engine/types';
import type { Seat } from '../../shared/games/bloodbowl/summary';
import { coachFor } from '../../shared/game/coaches';
import { onPitch, quickPlacement } from '../match/bloodbowlSetup';
import { type Animator, type Controller, type Controllers, HOT_SEAT, type Saving, type Thinker, useGameMatchCore } from './gameMatch';

export const BLOOD_BOWL = 'bloodbowl';

export type BBController = Controller;
export type BBControllers = Controllers;
export const BB_HOT_SEAT = HOT_SEAT;
export type BBAnimator = Animator<MatchState, GameEvent>;
export type BBThinker = Thinker<MatchState, Decision>;
export type BBSaving = Saving;

const SEAT_INDEX: Record<Seat, TeamIndex> = { home: 0, away: 1 };

/** The computer levels Blood Bowl's coach plays, or none while it has no coach. */
export function bloodBowlLevels(): readonly string[] {
  const c = coachFor(BLOOD_BOWL);
  return c.ok ? c.coach.levels : [];
}

export const useBloodBowlMatch = defineStore('bloodbowlMatch', () => {
  const core = useGameMatchCore(bloodbowl, 'Blood Bowl');
  const { state, legal, decider, computerDecides, busy, handoverTo, lessonMode, applyOne, autosave, pump } = core;

  /** The quick set-up can run: the decider sets up and is a person (not a learner: a lesson's set-up is placed by hand). */
  const canQuickSetup = computed(() => legal.value.prompt === 'setup' && !computerDecides.value && !busy.value && !handoverTo.value && !lessonMode.value);

  /** Places the rest of the deciding team by a plain formation (from the engine's legal placements), then ends its set-up. */
  function quickSetup(): boolean {
    const s0 = state.value;
    if (!s0 || !canQuickSetup.value) return false;
    const team = SEAT_INDEX[decider.value ?? 'home'];
    const seat = decider.value;
    for (let guard = 0; guard < 32; guard++) {
      const s = state.value;
      if (!s || legal.value.prompt !== 'setup' || decider.value !== seat) break;
      const offered = legal.value.decisions;
      const place = onPitch(s, team) < 11 ? quickPlacement(s, team, offered) : null;
      const done = offered.find((d) => d.kind === 'setup-done');
      const next = place ?? done;
      if (!next || !applyOne(next)) break;
      if (next.kind === 'setup-done') break;
    }
    void autosave();
    void pump();
    return state.value !== s0;
  }

  return { ...core, canQuickSetup, quickSetup };
});
