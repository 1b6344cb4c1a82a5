import { describe, expect, it } from 'vitest';
import { applyDecision, decisionKey, legalDecisions } from '../../shared/games/dreadball/engine';
import { createMatch } from '../../shared/games/dreadball/engine/state';
import type { Decision, MatchState } from '../../shared/games/dreadball/engine/types';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams/team';
import type { GameId } from '../../shared/game/registry';
import { ComputerCoach, ThinkCancelled, ThinkError, type WorkerLike } from './computerCoach';
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
    const res = handleThink({ type: 'think', id: 7, game: 'dreadball', state: s, level: 'easy', seed: 1 }, () => 0);
    expect(res.type).toBe('decision');
    if (res.type !== 'decision') return;
    expect(res.id).toBe(7);
    const keys = legalDecisions(s).decisions.map(decisionKey);
    expect(keys).toContain(decisionKey(res.decision as Decision));
  });

  it('rejects malformed requests with the request id', () => {
    expect(handleThink({ type: 'think', id: 3, game: 'dreadball', state: null, level: 'easy', seed: 1 }, () => 0)).toMatchObject({ type: 'error', id: 3, code: 'malformed' });
    expect(handleThink({ type: 'think', id: 4, game: 'dreadball', state: setupState(), level: 'expert', seed: 1 }, () => 0)).toMatchObject({ type: 'error', id: 4, code: 'unknown-level', message: 'unknown level "expert" for dreadball; levels: easy, normal, hard' });
    expect(handleThink('hello', () => 0)).toMatchObject({ type: 'error', id: -1, code: 'malformed' });
  });

  it('needs the game id: a request without one is malformed, an unknown game refused by name', () => {
    const s = setupState();
    expect(handleThink({ type: 'think', id: 8, state: s, level: 'easy', seed: 1 }, () => 0)).toEqual({ type: 'error', id: 8, code: 'malformed', message: 'malformed think request' });
    expect(handleThink({ type: 'think', id: 9, game: 42, state: s, level: 'easy', seed: 1 }, () => 0)).toMatchObject({ type: 'error', id: 9, code: 'malformed' });
    expect(handleThink({ type: 'think', id: 10, game: 'chess', state: s, level: 'easy', seed: 1 }, () => 0)).toEqual({ type: 'error', id: 10, code: 'unknown-game', message: 'unknown game "chess"; known games: dreadball, bloodbowl, rulerball' });
    // A name inherited from Object.prototype is no game either.
    expect(handleThink({ type: 'think', id: 11, game: 'constructor', state: s, level: 'easy', seed: 1 }, () => 0)).toMatchObject({ type: 'error', id: 11, code: 'unknown-game' });
  });

  it('reports a finished match as an error, not a decision', () => {
    const s = { ...setupState(), phase: 'over' as const, result: { winner: 'A' as const, reason: 'landslide' as const } };
    expect(handleThink({ type: 'think', id: 5, game: 'dreadball', state: s, level: 'normal', seed: 1 }, () => 0)).toEqual({ type: 'error', id: 5, code: 'nothing-to-decide', message: 'nothing to decide: the match is over' });
  });

  it('client resolves think() with the worker answer', async () => {
    const fake = new FakeWorker();
    const coach = new ComputerCoach(() => fake);
    const s = setupState();
    const d = await coach.think(s, 'normal', 42);
    expect(legalDecisions(s).decisions.map(decisionKey)).toContain(decisionKey(d));
    expect(fake.posted).toHaveLength(1);
    expect(fake.posted[0]).toMatchObject({ type: 'think', game: 'dreadball', level: 'normal', seed: 42 });
  });

  it('client rejects with the typed refusal of a game the worker does not know', async () => {
    const fake = new FakeWorker();
    const coach = new ComputerCoach(() => fake);
    const s = setupState();
    // A game id from elsewhere (a newer app's save) reaching the client unchecked.
    const p = coach.think(s, 'easy', 1, undefined, 'chess' as GameId);
    await expect(p).rejects.toBeInstanceOf(ThinkError);
    await expect(p).rejects.toMatchObject({ code: 'unknown-game', message: 'unknown game "chess"; known games: dreadball, bloodbowl, rulerball' });
    expect(fake.posted[0]).toMatchObject({ game: 'chess' });
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
