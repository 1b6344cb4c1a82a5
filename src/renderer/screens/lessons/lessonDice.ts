// The rolls of a lesson's step, for its panel: the events of the decisions made since the step began
// that rolled dice, each in the match log's words with the faces it showed.
import { type ComputedRef, computed } from 'vue';
import type { Words } from '../../../shared/words';
import type { LessonDiceLine } from './LessonPanelView.vue';

export function useLessonDice<State, Event>(o: {
  state: () => State | null;
  eventLog: () => readonly (readonly Event[])[];
  stepFrom: () => number;
  /** The faces an event's dice showed, or null for an event that rolled none. */
  faces: (e: Event) => string | null;
  words: (s: State, e: Event) => Words | null;
  text: (w: Words) => string;
}): ComputedRef<LessonDiceLine[]> {
  return computed(() => {
    const s = o.state();
    if (!s) return [];
    const from = o.stepFrom();
    const out: LessonDiceLine[] = [];
    o.eventLog()
      .slice(from)
      .forEach((events, i) =>
        events.forEach((e, j) => {
          const f = o.faces(e);
          const words = f === null ? null : o.words(s, e);
          if (f !== null && words) out.push({ id: `${from + i}.${j}`, text: o.text(words), faces: f });
        }),
      );
    return out;
  });
}
