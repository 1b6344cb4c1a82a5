import { describe, expect, it } from 'vitest';
import { logWindow } from './logWindow';

type E = { n: number; told: boolean };
const decisions = (count: number): E[][] => Array.from({ length: count }, (_, i) => [{ n: i * 2, told: true }, { n: i * 2 + 1, told: i % 3 !== 0 }]);
const word = (e: E): string | null => (e.told ? `line ${e.n}` : null);

describe('logWindow', () => {
  it('shows the last lines, newest last, leaving out events that are not told', () => {
    const w = logWindow(decisions(4), word, 100);
    expect(w.map((x) => x.text)).toEqual(['line 0', 'line 2', 'line 3', 'line 4', 'line 5', 'line 6']);
    expect(w.map((x) => x.key)).toEqual(['0:0', '1:0', '1:1', '2:0', '2:1', '3:0']);
    expect(logWindow(decisions(4), word, 2).map((x) => x.text)).toEqual(['line 5', 'line 6']);
    expect(logWindow([], word, 10)).toEqual([]);
  });

  it('keeps each line`s key as the window slides on: the lines still shown keep key and text', () => {
    const before = logWindow(decisions(300), word, 200);
    const after = logWindow(decisions(301), word, 200);
    expect(before).toHaveLength(200);
    expect(after).toHaveLength(200);
    const byKey = new Map(before.map((x) => [x.key, x.text]));
    const kept = after.filter((x) => byKey.has(x.key));
    // Decision 300 tells one line (its second event is not told: 300 % 3 = 0).
    expect(after.length - kept.length).toBe(1);
    for (const x of kept) expect(x.text).toBe(byKey.get(x.key));
    expect(new Set(after.map((x) => x.key)).size).toBe(200);
  });
});
