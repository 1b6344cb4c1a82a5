// The worker failure fallback with fake Workers: a worker that cannot start, crashes, sends an
// unreadable or an error answer is retried once with a fresh worker; a second failure makes the
// main thread choose (Easy's static choice) from then on, with one warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDecision } from '../../shared/games/dreadball/ai/coach';
import { applyDecision, decisionKey, legalDecisions } from '../../shared/games/dreadball/engine';
import { createMatch } from '../../shared/games/dreadball/engine/state';
import type { MatchState } from '../../shared/games/dreadball/engine/types';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams/team';
import type { GameId } from '../../shared/game/registry';
import { ThinkCancelled, ThinkError, type WorkerLike } from './computerCoach';
import { handleThink } from './protocol';
import { FALLBACK_LEVEL, SafeThinker, fallbackDecision } from './safeThinker';

/** A position with a real choice: the set-up of the first coach after roll-off and side choice. */
function choiceState(): MatchState {
  let s = createMatch({ teams: [STOCK_TEAMS[0], STOCK_TEAMS[1]], seed: 11 });
  for (let i = 0; legalDecisions(s).decisions.length < 2; i++) {
    if (i > 20) throw new Error('no position with a choice');
    const r = applyDecision(s, legalDecisions(s).decisions[0]!);
    if (!r.ok) throw new Error('setup');
    s = r.state;
  }
  return s;
}

type Behaviour = 'ok' | 'crash' | 'messageerror' | 'error-answer' | 'silent';

/** A fake worker: answers like the real one ('ok'), or fails in one of the ways a Worker can. */
class FakeWorker implements WorkerLike {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessageerror: ((e: unknown) => void) | null = null;
  terminated = false;
  posted = 0;
  constructor(private readonly behaviour: Behaviour) {}
  postMessage(m: unknown): void {
    this.posted++;
    const req = JSON.parse(JSON.stringify(m)) as { id: number };
    setTimeout(() => {
      if (this.terminated) return;
      if (this.behaviour === 'ok') this.onmessage?.({ data: handleThink(req, () => 0) });
      else if (this.behaviour === 'crash') this.onerror?.({ message: 'boom' });
      else if (this.behaviour === 'messageerror') this.onmessageerror?.({});
      else if (this.behaviour === 'error-answer') this.onmessage?.({ data: { type: 'error', id: req.id, message: 'search blew up' } });
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A factory handing out workers with the given behaviours in turn ('throw' = the constructor throws). */
function factoryOf(...plan: (Behaviour | 'throw')[]) {
  const made: FakeWorker[] = [];
  let calls = 0;
  const factory = (): WorkerLike => {
    const b = plan[Math.min(calls++, plan.length - 1)]!;
    if (b === 'throw') throw new DOMException('blocked', 'SecurityError');
    const w = new FakeWorker(b);
    made.push(w);
    return w;
  };
  return { factory, made, calls: () => calls };
}

const legalKeys = (s: MatchState): string[] => legalDecisions(s).decisions.map(decisionKey);

afterEach(() => vi.restoreAllMocks());

describe('computer coach worker fallback', () => {
  it('uses the worker when it works: no retry, no fallback', async () => {
    const f = factoryOf('ok');
    const t = new SafeThinker(f.factory);
    const s = choiceState();
    expect(legalDecisions(s).decisions.length).toBeGreaterThan(1);
    const d = await t.think(s, 'normal', 5);
    expect(decisionKey(d)).toBe(decisionKey(chooseDecision(s, legalDecisions(s), 'normal', 5)));
    expect(f.calls()).toBe(1);
    expect(t.fallbackReason).toBeNull();
  });

  it.each([['crash'], ['messageerror'], ['error-answer'], ['throw']] as const)('retries once with a fresh worker after a %s', async (first) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const f = factoryOf(first, 'ok');
    const t = new SafeThinker(f.factory);
    const s = choiceState();
    const d = await t.think(s, 'normal', 9);
    // The fresh worker's answer: the Normal level's own choice, not the fallback's.
    expect(decisionKey(d)).toBe(decisionKey(chooseDecision(s, legalDecisions(s), 'normal', 9)));
    expect(f.calls()).toBe(2);
    if (first !== 'throw') expect(f.made[0]!.terminated).toBe(true);
    expect(t.fallbackReason).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the main thread after a second failure, warns once and stays there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const f = factoryOf('throw', 'crash', 'ok');
    const t = new SafeThinker(f.factory);
    const s = choiceState();
    const d = await t.think(s, 'hard', 21);
    expect(legalKeys(s)).toContain(decisionKey(d));
    expect(decisionKey(d)).toBe(decisionKey(chooseDecision(s, legalDecisions(s), FALLBACK_LEVEL, 21)));
    expect(t.fallbackReason).toMatch(/worker failed: boom/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/failed twice/);
    // Later questions: answered here without asking for another worker.
    const d2 = await t.think(s, 'normal', 22);
    expect(decisionKey(d2)).toBe(decisionKey(chooseDecision(s, legalDecisions(s), FALLBACK_LEVEL, 22)));
    expect(f.calls()).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never retries a cancelled think, and a cancelled fallback think rejects too', async () => {
    const f = factoryOf('silent', 'ok');
    const t = new SafeThinker(f.factory);
    const s = choiceState();
    const ctl = new AbortController();
    const p = t.think(s, 'easy', 1, ctl.signal);
    ctl.abort();
    await expect(p).rejects.toBeInstanceOf(ThinkCancelled);
    expect(f.calls()).toBe(1);
    expect(f.made[0]!.terminated).toBe(true);

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = new SafeThinker(factoryOf('throw').factory);
    const ctl2 = new AbortController();
    await broken.think(s, 'easy', 1); // now in fallback
    const p2 = broken.think(s, 'easy', 2, ctl2.signal);
    ctl2.abort();
    await expect(p2).rejects.toBeInstanceOf(ThinkCancelled);
  });

  it('takes a worker that never answers for stuck: a fresh one is asked, then the main thread', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const retried = factoryOf('silent', 'ok');
    const s = choiceState();
    const t = new SafeThinker(retried.factory, 20);
    expect(decisionKey(await t.think(s, 'normal', 4))).toBe(decisionKey(chooseDecision(s, legalDecisions(s), 'normal', 4)));
    expect(retried.made[0]!.terminated).toBe(true);
    expect(t.fallbackReason).toBeNull();

    const dead = factoryOf('silent');
    const t2 = new SafeThinker(dead.factory, 20);
    expect(decisionKey(await t2.think(s, 'hard', 4))).toBe(decisionKey(chooseDecision(s, legalDecisions(s), FALLBACK_LEVEL, 4)));
    expect(dead.calls()).toBe(2);
    expect(t2.fallbackReason).toMatch(/no answer within 20 ms/);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the fallback choice is the Easy choice; a finished match has none', () => {
    const s = choiceState();
    expect(decisionKey(fallbackDecision(s, 3))).toBe(decisionKey(chooseDecision(s, legalDecisions(s), 'easy', 3)));
    const over = { ...s, phase: 'over' as const, result: { winner: 'A' as const, reason: 'landslide' as const } };
    expect(() => fallbackDecision(over, 3)).toThrow(/match is over/);
  });

  it('sends the game id and does not retry or fall back when the worker refuses the game', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const f = factoryOf('ok', 'ok');
    const t = new SafeThinker(f.factory);
    const s = choiceState();
    const p = t.think(s, 'normal', 5, undefined, 'chess' as GameId);
    await expect(p).rejects.toBeInstanceOf(ThinkError);
    await expect(p).rejects.toMatchObject({ code: 'unknown-game' });
    expect(f.calls()).toBe(1);
    expect(t.fallbackReason).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    // The same thinker still answers for DreadBall, named or by default.
    expect(decisionKey(await t.think(s, 'normal', 5, undefined, 'dreadball'))).toBe(decisionKey(chooseDecision(s, legalDecisions(s), 'normal', 5)));
    expect(decisionKey(fallbackDecision(s, 3, 'dreadball'))).toBe(decisionKey(fallbackDecision(s, 3)));
  });
});
