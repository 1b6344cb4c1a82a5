// Undo stops at the last die rolled, and a coach takes back only his own decisions. Pure: reads
// the engine's answer for each decision (`applyDecision(...).revealedDice`) and who made it; which
// rolls count is the engine's to say, not the screen's.

/**
 * Whose a decision of the log is, seen from the person asking to undo: his own, the computer's,
 * or the other person's (hot-seat).
 */
export type DecisionOwner = 'own' | 'computer' | 'other';

/**
 * How many decisions of the log may stay after one undo, or null when undo is not allowed.
 * `revealed[i]` says whether decision i rolled a die (the engine's `revealedDice`); `owners[i]`
 * whose it was (without it, every decision is the asker's own). Undo takes back the asker's last
 * decision together with the computer's decisions after it, so the person decides again (the
 * computer, thinking from the same seed, would only repeat itself). It never crosses a roll, and
 * never takes back the other person's decision: in hot-seat, what was handed over stays.
 */
export function undoTarget(revealed: readonly boolean[], owners?: readonly DecisionOwner[]): number | null {
  for (let k = revealed.length - 1; k >= 0; k--) {
    if (revealed[k]) return null;
    const owner = owners?.[k] ?? 'own';
    if (owner === 'other') return null;
    if (owner === 'own') return k;
  }
  return null;
}

/** Index of the first decision that undo may still take back (everything before it is fixed). */
export function undoFloor(revealed: readonly boolean[]): number {
  for (let i = revealed.length - 1; i >= 0; i--) if (revealed[i]) return i + 1;
  return 0;
}
