// The Blood Bowl match being played: the common match store (gameMatch.ts) over the Blood Bowl
// module, plus the quick set-up, which picks among the engine's legal placements (no rules here).
import { defineStore } from 'pinia';
import { computed, shallowRef, watch } from 'vue';
import { bloodbowl } from '../../shared/games/bloodbowl';
import type { Decision, GameEvent, MatchState, TeamIndex } from '../../shared/games/bloodbowl/engine/types';
import type { Seat } from '../../shared/games/bloodbowl/summary';
import { coachFor } from '../../shared/game/coaches';
import { onPitch, quickPlacement } from '../match/bloodbowlSetup';
import { IDLE_CLOCK, type TurnClock, advance, turnKey } from '../match/turnClock';
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
  const { setup, state, legal, decider, computerDecides, busy, handoverTo, lessonMode, humans, applyOne, autosave, pump, decide } = core;

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

  /** The turn timer's clock (`turnClock.ts`), when the match has the timer. */
  const clock = shallowRef<TurnClock>(IDLE_CLOCK);
  /** A person's team turn is in play under the timer (a computer's turn is not timed). */
  const clockTimed = computed(() => {
    const s = state.value;
    if (!s || s.acting === null || turnKey(s) === null || lessonMode.value) return false;
    return humans.value[s.acting === 0 ? 'home' : 'away'];
  });
  /**
   * ... and that coach has the screen and the question: not at the hot-seat hand-over, not while
   * the app animates or the computer answers a question of its own in his turn.
   */
  const clockRuns = computed(() => clockTimed.value && !handoverTo.value && !busy.value && !computerDecides.value);

  /**
   * Called by the screen a few times a second; `held` while a question of the screen's own is open
   * ("Leave the match?"). Once the time is up, the engine's `time-up` is answered at the first
   * question that offers it (a re-roll or a push under way finishes first).
   */
  function tickClock(elapsedMs: number, held = false): void {
    const s = state.value;
    const runs = clockRuns.value && !held;
    clock.value = advance(clock.value, s ? turnKey(s) : null, elapsedMs, runs);
    if (clock.value.key === null || clock.value.leftMs > 0 || !runs) return;
    const up = legal.value.decisions.find((d) => d.kind === 'time-up');
    if (up) void decide(up);
  }

  // Every match (new, loaded, a lesson: each sets up anew) starts with a clean clock, since turn
  // keys ("half 1, home, turn 1") recur in every match.
  watch(
    setup,
    () => {
      clock.value = IDLE_CLOCK;
    },
    { flush: 'sync' },
  );

  return { ...core, canQuickSetup, quickSetup, clock, clockTimed, clockRuns, tickClock };
});
