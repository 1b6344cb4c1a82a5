/**
 * The fuzzer's check of the odds shown before a decision (like DreadBall's preview watcher): every
 * roll a step, block, pass or hand-off brings must be the one its preview described (same test, target
 * number, modifier), and no previewed-kind roll may come that the preview did not list.
 */
import type { Watcher } from '../../game/simulate';
import type { Decision, GameEvent, MatchState } from './engine/types';
import { type BloodBowlPreview, previewDecision } from './preview';

const STEP_TESTS = new Set(['gfi', 'dodge', 'pick-up']);

export function checkPreview(p: BloodBowlPreview, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  if (p.kind === 'step') {
    const seen = new Set<string>();
    for (const e of events) {
      if (e.type !== 'test' || !STEP_TESTS.has(e.test) || seen.has(e.test)) continue;
      seen.add(e.test);
      const want = p.tests.find((t) => t.test === e.test && t.player === e.player);
      if (!want) out.push(`a ${e.test} roll came that the step's preview did not list`);
      else if (want.modifier !== e.modifier || want.needed !== e.needed) out.push(`${e.test}: previewed ${want.needed}+ (${want.modifier}), rolled at ${e.needed}+ (${e.modifier})`);
    }
  } else if (p.kind === 'block') {
    const g = events.find((e) => e.type === 'test' && e.test === 'gfi');
    if (g && g.type === 'test' && (p.gfi === null || p.gfi.needed !== g.needed)) out.push('a Blitz GFI roll came that the block preview did not list');
    if (!g && p.gfi !== null) out.push('the block preview listed a GFI roll that did not come');
    const b = events.find((e) => e.type === 'block');
    if (b && b.type === 'block' && (b.dice !== p.odds.dice || b.attackerST !== p.attackerST || b.defenderST !== p.defenderST)) {
      out.push(`block: previewed ${p.odds.dice} dice at ${p.attackerST} v ${p.defenderST}, rolled ${b.dice} at ${b.attackerST} v ${b.defenderST}`);
    }
  } else if (p.kind === 'hand-off') {
    const c = events.find((e) => e.type === 'test' && e.test === 'catch');
    if (c && c.type === 'test' && (c.player !== p.catch.player || c.needed !== p.catch.needed)) out.push(`hand-off catch: previewed ${p.catch.needed}+, rolled at ${c.needed}+`);
  } else {
    const thrown = events.find((e) => e.type === 'pass');
    const first = events.find((e) => e.type === 'test' && e.test === 'catch');
    if (thrown?.type === 'pass' && thrown.outcome === 'accurate' && p.catch && first?.type === 'test' && (first.player !== p.catch.player || first.needed !== p.catch.needed)) {
      out.push(`accurate pass catch: previewed ${p.catch.needed}+ by ${p.catch.player}, rolled at ${first.needed}+ by ${first.player}`);
    }
    for (const e of events) {
      if (e.type !== 'test') continue;
      if (e.test === 'pass' && (e.modifier !== p.throw.modifier || e.needed !== p.throw.needed)) out.push(`pass: previewed ${p.throw.needed}+, rolled at ${e.needed}+`);
      if (e.test === 'interception' && !p.interceptors.some((i) => i.player === e.player && i.needed === e.needed)) out.push(`interception by ${e.player} was not previewed`);
    }
  }
  return out;
}

/** A watcher for `simulate`: previews each step, block and pass and checks the rolls that follow. */
export function previewWatcher(): Watcher<MatchState, Decision, GameEvent> {
  let pending: BloodBowlPreview | null = null;
  return {
    before(s, d) {
      pending = d.kind === 'step' || d.kind === 'block' || d.kind === 'pass' || d.kind === 'hand-off' ? previewDecision(s, d) : null;
      return [];
    },
    after(events) {
      const p = pending;
      pending = null;
      return p ? checkPreview(p, events) : [];
    },
  };
}
