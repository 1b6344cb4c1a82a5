/**
 * Fuzzer check that the odds shown before a roll are the odds of the roll that follows: every
 * preview the engine hands out (a coach-dice prompt's test, a defence option, `moveRolls` of a
 * chosen move, `targetRolls` of a chosen target) must describe the `test` event that comes.
 */

import { sameDecision } from '../keys';
import { moveRolls, targetPreviews, targetRolls } from '../preview';
import type { Decision, GameEvent, MatchState, RollPreview, TestPreview } from '../types';

type TestEvent = Extract<GameEvent, { type: 'test' }>;

interface Expected {
  roll: RollPreview;
  needed: number | null | undefined;
  coachDice: number | null | undefined;
  where: string;
}

function mismatch(e: TestEvent, x: Expected): string | null {
  const r = x.roll;
  const same =
    e.test === r.test &&
    e.target === r.target &&
    e.base === r.base &&
    e.dice === r.dice &&
    JSON.stringify(e.modifiers) === JSON.stringify(r.modifiers) &&
    (x.needed === undefined || x.needed === e.needed) &&
    (x.coachDice === undefined || x.coachDice === null || x.coachDice === e.coachDice);
  return same ? null : `${x.where} preview ${JSON.stringify(r)} (needed ${x.needed}) but rolled ${JSON.stringify(e)}`;
}

export class PreviewChecker {
  /** Opposed or single tests announced for the current resolution, by player. */
  private pending = new Map<number, Expected>();
  /** The rolls of the last move decision, in order. */
  private moveQueue: TestPreview[] = [];
  private moveStarted = false;

  private expect(t: TestPreview, where: string, againstToo: boolean): void {
    this.pending.set(t.player, { roll: t, needed: t.needed, coachDice: undefined, where });
    if (againstToo && t.against) this.pending.set(t.against.player, { roll: t.against, needed: null, coachDice: t.against.coachDice, where: `${where} (against)` });
  }

  /** Before `d` is applied to `s`. */
  before(s: MatchState, d: Decision): string[] {
    const out: string[] = [];
    const q = s.prompt;
    if (q?.kind === 'coach-dice') {
      if (!q.test) out.push('coach-dice prompt without its test');
      else this.expect(q.test, 'coach-dice', true);
    }
    if (q?.kind === 'defence' && q.defences && d.kind === 'defend') {
      const i = q.options.findIndex((o) => o.kind === 'defend' && o.choice === d.choice);
      const p = q.defences[i];
      if (!p || p.choice !== d.choice) out.push('defence prompt previews do not follow its options');
      else this.expect(p.test, 'defence', true);
    }
    if (!q && d.kind === 'move') {
      const rolls = moveRolls(s, d.path, d.facing);
      if (typeof rolls === 'string') out.push(`moveRolls refused a legal move: ${rolls}`);
      else this.moveQueue = rolls.flatMap((x) => (x.test ? [x.test] : []));
      this.moveStarted = false;
    }
    if (!q && (d.kind === 'target' || d.kind === 'target-hex')) {
      const t = targetRolls(s, d);
      // The whole-list preview (the computer coach's) must say the same of this target.
      const listed = targetPreviews(s).find((x) => sameDecision(x.decision, d));
      if (!listed || JSON.stringify(listed.rolls) !== JSON.stringify(t)) out.push('targetPreviews and targetRolls disagree on a legal target');
      if (!t) out.push('targetRolls refused a legal target');
      else {
        // With a counter-slam open, the defender's roll waits for his choice (the defence prompt).
        this.expect(t.test, 'target', !(t.defences && t.defences.length > 1));
        if (t.catch) this.pending.set(t.catch.player, { roll: { ...t.catch, base: -1, dice: -1 }, needed: 1, coachDice: undefined, where: 'catch' });
      }
    }
    return out;
  }

  /** After the events of the decision; `s` is the new state. */
  after(events: readonly GameEvent[], s: MatchState): string[] {
    const out: string[] = [];
    for (const e of events) {
      if (e.type !== 'test') continue;
      const head = this.moveQueue[0];
      if (head && head.player === e.player && head.test === e.test) {
        const m = mismatch(e, { roll: head, needed: head.needed, coachDice: undefined, where: 'move' });
        if (m) out.push(m);
        this.moveQueue.shift();
        this.moveStarted = true;
      } else if (head) {
        if (!this.moveStarted) out.push(`move preview expected ${head.test} of player ${head.player}, rolled ${e.test} of player ${e.player}`);
        this.moveQueue = [];
      }
      const x = this.pending.get(e.player);
      if (x && x.roll.test === e.test) {
        this.pending.delete(e.player);
        const m = x.where === 'catch' ? (e.target === x.roll.target && JSON.stringify(e.modifiers) === JSON.stringify(x.roll.modifiers) ? null : `catch preview ${JSON.stringify(x.roll)} but rolled ${JSON.stringify(e)}`) : mismatch(e, x);
        if (m) out.push(m);
      }
    }
    if (s.prompt === null && this.pending.size > 0) {
      out.push(`announced tests never rolled: ${JSON.stringify([...this.pending.values()])}`);
      this.pending.clear();
    }
    return out;
  }
}
