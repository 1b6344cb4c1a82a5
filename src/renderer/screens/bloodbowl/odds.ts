// The engine's previews as words: a step's chance (every roll it brings must succeed), a block's
// dice, chooser and knock-down odds, a pass's accuracy and interceptors, a catch. The numbers are
// the preview's own; this only multiplies a step's independent tests and rounds to whole percent.
import type { Words } from '../../../shared/words';
import type { BloodBowlPreview } from '../../../shared/games/bloodbowl';

const pct = (p: number): number => Math.round(p * 100);
const w = (key: string, params?: Record<string, string | number | Words>): Words => ({ key: `bloodbowl.prompt.${key}`, ...(params ? { params } : {}) });

/** The chance that every test of a step succeeds, without and with the re-rolls open now. */
function stepChance(p: Extract<BloodBowlPreview, { kind: 'step' }>): { plain: number; reroll: number | null } {
  let plain = 1;
  let reroll = 1;
  let any = false;
  for (const t of p.tests) {
    plain *= t.success;
    reroll *= t.rerollable ? t.successWithReroll : t.success;
    any ||= t.rerollable;
  }
  return { plain, reroll: any ? reroll : null };
}

/** A sentence on the odds of a decision, or null when it rolls nothing worth telling. */
export function oddsWords(p: BloodBowlPreview | null): Words | null {
  if (!p) return null;
  if (p.kind === 'step') {
    if (p.tests.length === 0) return p.scores ? w('scores') : w('noRoll');
    const c = stepChance(p);
    return c.reroll === null ? w('odds', { pct: pct(c.plain) }) : w('oddsReroll', { pct: pct(c.plain), withReroll: pct(c.reroll) });
  }
  if (p.kind === 'block') {
    const chooser = w(p.odds.chooser === 'attacker' ? 'chooserAttacker' : 'chooserDefender');
    return w('blockOdds', { dice: p.odds.dice, chooser, down: pct(p.odds.defenderDown), up: pct(p.odds.attackerDown) });
  }
  if (p.kind === 'pass') return w('passOdds', { pct: pct(p.throw.success), n: p.interceptors.length });
  return w('catchOdds', { pct: pct(p.catch.success) });
}

/** The short label on a highlighted square: a step's chance, a block's dice (and who chooses). */
export function boardLabel(p: BloodBowlPreview | null): Words | null {
  if (!p) return null;
  if (p.kind === 'step') return p.tests.length === 0 ? null : { key: 'bloodbowl.board.pct', params: { pct: pct(stepChance(p).plain) } };
  if (p.kind === 'block') return { key: p.odds.chooser === 'attacker' ? 'bloodbowl.board.dice' : 'bloodbowl.board.diceAgainst', params: { n: p.odds.dice } };
  return null;
}
