/**
 * Golden games (golden.test.ts): one fixed-seed random game played through the module's door and
 * hashed (every legal list offered, every decision, every event, the final state), so the
 * engine's speed work can prove it plays the same games.
 */
import { type Chooser } from '../../game/simulate';
import { mulberry32 } from '../../random/mulberry32';
import { bloodbowl } from '.';
import type { Decision, MatchState } from './engine/types';
import { simSetup } from './sim';

/** Two 32-bit FNV-1a lanes with different offsets: 64 bits, enough to tell any two games apart. */
class Hasher {
  private a = 0x811c9dc5;
  private b = 0x01000193 ^ 0x5bd1e995;
  add(text: string): void {
    let { a, b } = this;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
    }
    // A separator, so ["ab","c"] and ["a","bc"] differ.
    this.a = Math.imul(a ^ 0x1f, 0x01000193);
    this.b = Math.imul(b ^ 0x1f, 0x01000193);
  }
  hex(): string {
    return (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0');
  }
}

/** The simulator's own choice generator salt, so these are the `sim` fuzzer's games. */
const CHOICE_SALT = 0x5bd1e995;

export interface Golden {
  readonly decisions: number;
  /** Every legal list offered, in order (prompt, decider and each decision). */
  readonly legal: string;
  /** The decision log and each decision's events. */
  readonly play: string;
  readonly final: string;
}

export function playGolden(seed: number, choose: Chooser<MatchState, Decision>): Golden {
  const random = mulberry32(seed ^ CHOICE_SALT);
  const legalHash = new Hasher();
  const playHash = new Hasher();
  let s = bloodbowl.createMatch(simSetup(seed));
  let n = 0;
  while (bloodbowl.summarise(s).status === 'in-progress') {
    const legal = bloodbowl.legal(s);
    legalHash.add(`${legal.prompt} ${legal.decider ?? '-'} ${legal.decisions.length}`);
    for (const d of legal.decisions) legalHash.add(JSON.stringify(d));
    const d = choose(s, legal, random);
    const r = bloodbowl.apply(s, d);
    if (!r.ok) throw new Error(`seed ${seed}, decision ${n}: ${r.error.message}`);
    playHash.add(JSON.stringify(d));
    playHash.add(JSON.stringify(r.events));
    s = r.state;
    n++;
  }
  const finalHash = new Hasher();
  finalHash.add(JSON.stringify(s));
  return { decisions: n, legal: legalHash.hex(), play: playHash.hex(), final: finalHash.hex() };
}
