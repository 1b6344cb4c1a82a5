import { describe, expect, it } from 'vitest';
import { applyDecision, decisionKey, legalDecisions } from '../../shared/engine';
import { createMatch } from '../../shared/engine/state';
import type { MatchState } from '../../shared/engine/types';
import { STOCK_TEAMS } from '../../shared/teams/team';
import { ComputerCoach, ThinkCancelled, type WorkerLike } from './computerCoach';
import { handleThink } from './protocol';

function setupState(): MatchState {
  let s = createMatch({ teams: [STOCK_TEAMS[0], STOCK_TEAMS[1]], seed: 3 });
  const r = applyDecision(s, { kind: 'roll-off' });
  if (!r.ok) throw new Error('roll-off');
  s = r.state;
  return s;
}

/** Runs the worker's function in-process, answering asynchronously like a real worker. */
class FakeWorker implements WorkerLike {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  hold = false;
  posted: unknown[] = [];
  postMessage(m: unknown): void {
    this.posted.push(m);
    if (this.hold) return;
    const res = handleThink(JSON.parse(JSON.stringify(m)), () => 0);
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: res });
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('computer coach worker protocol', () => {
  it('answers a think request with a legal decision', () => {
    const s = setupState();
    const res = handleThink({ type: 'think', id: 7, state: s, level: 'easy', seed: 1 }, () => 0);
    expect(res.type).toBe('decision');
    if (res.type !== 'decision') return;
    expect(res.id).toBe(7);
    const keys = legalDecisions(s).decisions.map(decisionKey);
    expect(keys).toContain(decisionKey(res.decision));
  });

  it('rejects malformed requests with the request id', () => {
    expect(handleThink({ type: 'think', id: 3, state: null, level: 'easy', seed: 1 }, () => 0)).toMatchObject({ type: 'error', id: 3 });
    expect(handleThink({ type: 'think', id: 4, state: setupState(), level: 'expert', seed: 1 }, () => 0)).toMatchObject({ type: 'error', id: 4 });
    expect(handleThink('hello', () => 0)).toMatchObject({ type: 'error', id: -1 });
  });

  it('reports a finished match as an error, not a decision', () => {
    const s = { ...setupState(), phase: 'over' as const, result: { winner: 'A' as const, reason: 'landslide' as const } };
    expect(handleThink({ type: 'think', id: 5, state: s, level: 'normal', seed: 1 }, () => 0)).toMatchObject({ type: 'error', id: 5 });
  });

  it('client resolves think() with the worker answer', async () => {
    const fake = new FakeWorker();
    const coach = new ComputerCoach(() => fake);
    const s = setupState();
    const d = await coach.think(s, 'normal', 42);
    expect(legalDecisions(s).decisions.map(decisionKey)).toContain(decisionKey(d));
    expect(fake.posted).toHaveLength(1);
  });

  it('client cancels: pending thinking rejects and a fresh worker serves the next question', async () => {
    const workers: FakeWorker[] = [];
    const coach = new ComputerCoach(() => {
      const w = new FakeWorker();
      w.hold = workers.length === 0;
      workers.push(w);
      return w;
    });
    const s = setupState();
    const p = coach.think(s, 'easy', 1);
    coach.cancel();
    await expect(p).rejects.toBeInstanceOf(ThinkCancelled);
    expect(workers[0].terminated).toBe(true);
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(coach.think(s, 'easy', 1, ctrl.signal)).rejects.toBeInstanceOf(ThinkCancelled);
    await expect(coach.think(s, 'easy', 1)).resolves.toBeTruthy();
    expect(workers).toHaveLength(2);
  });
});
