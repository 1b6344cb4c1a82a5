// The match store with a computer coach: a fake thinker (the real AI, synchronously) stands in for
// the worker. Who thinks when, the seeds it gets, decisions through decide(), undo, cancelling.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseDecision } from '../../shared/games/dreadball/ai/coach';
import { applyDecision, createMatch, legalDecisions, type MatchSetup, replay } from '../../shared/games/dreadball/engine';
import type { Decision, MatchState } from '../../shared/games/dreadball/engine/types';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { ThinkCancelled } from '../ai/computerCoach';
import { thinkSeed } from '../match/computer';
import { type Thinker, useMatchStore } from './match';
import { useSettingsStore } from './settings';
import { defaultSettings, type Handover } from '../../shared/settings';
import { dreadball } from '../../shared/games/dreadball';

const [T0, T1] = STOCK_TEAMS as [(typeof STOCK_TEAMS)[number], (typeof STOCK_TEAMS)[number]];
const SEED = 4242;

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
async function until(cond: () => boolean, max = 2000): Promise<void> {
  for (let i = 0; i < max && !cond(); i++) await tick();
  if (!cond()) throw new Error('condition not reached');
}

/** The real AI on the main thread, recording every question. */
function fakeThinker(): Thinker & { asked: { count: number; seed: number; level: string }[] } {
  const asked: { count: number; seed: number; level: string }[] = [];
  return {
    asked,
    think(state: MatchState, level, seed) {
      asked.push({ count: -1, seed, level });
      // Answers on a later task, as the worker does.
      return new Promise((resolve) => setTimeout(() => resolve(chooseDecision(state, legalDecisions(state), level, seed)), 0));
    },
  };
}

/** A thinker that answers only when aborted (with ThinkCancelled). */
function stuckThinker(): Thinker & { calls: number } {
  const t = {
    calls: 0,
    think(_s: MatchState, _l: string, _seed: number, signal?: AbortSignal): Promise<Decision> {
      t.calls++;
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new ThinkCancelled())));
    },
  };
  return t as Thinker & { calls: number };
}

/** The first `n` decisions of Easy against Normal played straight through, in a fresh store. */
async function playedByComputers(n: number): Promise<Decision[]> {
  setActivePinia(createPinia());
  const m = useMatchStore();
  m.setThinker(fakeThinker());
  m.start({ teams: [T0, T1], seed: SEED }, { A: 'easy', B: 'normal' });
  m.setShowing(true);
  await until(() => m.decisions.length >= n);
  m.setShowing(false);
  return m.decisions.slice(0, n);
}

beforeEach(() => setActivePinia(createPinia()));

describe('match store with a computer coach', () => {
  it('computer vs computer plays on by itself while the screen shows, seeded from the match', async () => {
    const m = useMatchStore();
    const ai = fakeThinker();
    m.setThinker(ai);
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'easy', B: 'easy' });
    expect(m.decisions).toHaveLength(0); // not showing: nobody thinks
    m.setShowing(true);
    await until(() => m.decisions.length >= 40);
    m.setShowing(false);
    await tick();
    const n = m.decisions.length;
    await tick();
    expect(m.decisions.length).toBe(n);
    expect(m.thinking).toBeNull();
    // One question per decision, each seeded by the match seed and the decision count.
    expect(ai.asked.slice(0, 40).map((a) => a.seed)).toEqual(Array.from({ length: 40 }, (_, i) => thinkSeed(SEED, i)));
    expect(m.canUndo).toBe(false);
    expect(m.state?.phase).toBe('rush');
  });

  it('a replay of the same match makes the same computer choices', async () => {
    expect(await playedByComputers(25)).toEqual(await playedByComputers(25));
  });

  it('human vs computer: the computer answers only its own prompts; undo goes back to the human', async () => {
    const m = useMatchStore();
    m.setThinker(fakeThinker());
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'human', B: 'easy' });
    m.setShowing(true);
    let humanMoves = 0;
    // The human (A) plays the AI's own choice too, until well into the first rushes.
    while (m.decisions.length < 60 && m.state?.phase !== 'over') {
      await until(() => m.thinking === null && !m.computerDecides && !m.animating);
      expect(m.legal.decider).toBe('A');
      const s = m.state!;
      expect(await m.decide(chooseDecision(s, legalDecisions(s), 'easy', humanMoves++))).toBe(true);
      await tick();
    }
    expect(m.deciders).toContain('B');
    expect(m.deciders).toHaveLength(m.decisions.length);
    // Undo whenever allowed: the human decides next, never the computer.
    await until(() => m.thinking === null && !m.computerDecides);
    const lastHuman = m.deciders.lastIndexOf('A');
    if (m.canUndo) {
      expect(m.undo()).toBe(true);
      expect(m.decisions.length).toBe(lastHuman);
      expect(m.legal.decider).toBe('A');
      expect(m.thinking).toBeNull();
    }
  });

  it('stops thinking on undo, on leaving the screen and on a new match', async () => {
    const m = useMatchStore();
    const stuck = stuckThinker();
    m.setThinker(stuck);
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'easy', B: 'human' });
    m.setShowing(true);
    await tick();
    expect(m.thinking).toBe('A'); // the roll-off is coach A's
    m.setShowing(false);
    await tick();
    expect(m.thinking).toBeNull();
    expect(m.lastError).toBeNull();
    m.setShowing(true);
    await tick();
    expect(m.thinking).toBe('A');
    expect(stuck.calls).toBe(2);
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'human', B: 'human' });
    await tick();
    expect(m.thinking).toBeNull();
    expect(m.decisions).toHaveLength(0);
  });

  it('restores who plays each side from a save', async () => {
    const m = useMatchStore();
    m.setThinker(fakeThinker());
    m.restore({ teams: [T0, T1], seed: SEED }, [], undefined, false, { A: 'human', B: 'hard' });
    expect(m.controllers).toEqual({ A: 'human', B: 'hard' });
    m.restore({ teams: [T0, T1], seed: SEED }, []);
    expect(m.controllers).toEqual({ A: 'human', B: 'human' });
  });
});

describe('computer coach failure and computer-only play', () => {
  it('a thinker that fails does not stop the match: the main thread chooses and the screen is told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const m = useMatchStore();
    const broken: Thinker = { think: () => Promise.reject(new Error('worker gone')) };
    m.setThinker(broken);
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'easy', B: 'easy' });
    m.setShowing(true);
    await until(() => m.decisions.length >= 10);
    m.setShowing(false);
    expect(m.computerFallback).toBe(true);
    expect(m.lastError).toBeNull();
    // The fallback is the Easy choice with the think seed of each decision.
    let s = m.initial!;
    for (let i = 0; i < 10; i++) {
      expect(m.decisions[i]).toEqual(JSON.parse(JSON.stringify(chooseDecision(s, legalDecisions(s), 'easy', thinkSeed(SEED, i)))));
      s = replay(m.initial!, m.decisions.slice(0, i + 1));
    }
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  }, 30_000);

  it('a thinker in fallback (fallbackReason set) shows the notice; a new match clears it until it falls back again', async () => {
    const m = useMatchStore();
    const ai = Object.assign(fakeThinker(), { fallbackReason: null as string | null });
    m.setThinker(ai);
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'human', B: 'easy' });
    expect(m.computerOnly).toBe(false);
    m.setShowing(true);
    await until(() => m.legal.decider === 'A' || m.decisions.length > 0);
    expect(m.computerFallback).toBe(false);
    ai.fallbackReason = 'worker crashed';
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'easy', B: 'easy' });
    expect(m.computerFallback).toBe(false);
    expect(m.computerOnly).toBe(true);
    await until(() => m.decisions.length >= 1);
    expect(m.computerFallback).toBe(true);
    m.setShowing(false);
  });

  it('pause stops computer decisions, step makes exactly one, resume plays on', async () => {
    const m = useMatchStore();
    const ai = fakeThinker();
    m.setThinker(ai);
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'easy', B: 'easy' });
    m.setShowing(true);
    await until(() => m.decisions.length >= 5);
    m.pause();
    expect(m.paused).toBe(true);
    expect(m.thinking).toBeNull();
    await until(() => !m.animating);
    const n = m.decisions.length;
    const asked = ai.asked.length;
    for (let i = 0; i < 20; i++) await tick();
    expect(m.decisions.length).toBe(n);
    expect(ai.asked.length).toBe(asked);
    // One step: one question, one decision, then still paused.
    expect(m.step()).toBe(true);
    expect(m.step()).toBe(false); // already thinking: a second click is not a second decision
    await until(() => m.decisions.length === n + 1 && m.thinking === null);
    for (let i = 0; i < 20; i++) await tick();
    expect(m.decisions.length).toBe(n + 1);
    expect(ai.asked.length).toBe(asked + 1);
    expect(m.paused).toBe(true);
    // The step's decision is the one the computer makes unpaused (same seed).
    expect(ai.asked[asked]!.seed).toBe(thinkSeed(SEED, n));
    m.resume();
    expect(m.paused).toBe(false);
    await until(() => m.decisions.length >= n + 10);
    m.setShowing(false);
    // Not paused: step does nothing.
    expect(m.step()).toBe(false);
  });

  it('the paused, stepped and resumed match makes the same decisions as one played straight through', async () => {
    const stepped = async (): Promise<Decision[]> => {
      setActivePinia(createPinia());
      const m = useMatchStore();
      m.setThinker(fakeThinker());
      m.start({ teams: [T0, T1], seed: SEED }, { A: 'easy', B: 'normal' });
      m.pause();
      m.setShowing(true);
      for (let i = 0; i < 8; i++) {
        await until(() => m.thinking === null && !m.animating);
        expect(m.step()).toBe(true);
        await until(() => m.decisions.length === i + 1);
      }
      m.resume();
      await until(() => m.decisions.length >= 20);
      m.setShowing(false);
      return m.decisions.slice(0, 20);
    };
    expect(await stepped()).toEqual(await playedByComputers(20));
  });
});

describe('match store in hot-seat: undo takes back only the screen holder’s decisions', () => {
  /** Rolls off, takes a side and ends the first set-up at once, until it hands the screen over. */
  async function toSetupHandover(m: ReturnType<typeof useMatchStore>): Promise<void> {
    for (let i = 0; i < 40 && !m.handoverTo; i++) {
      const s = m.state!;
      const legal = legalDecisions(s);
      const pick = legal.decisions.find((d) => d.kind === 'roll-off' || d.kind === 'side' || d.kind === 'setup-done') ?? legal.decisions[0]!;
      // Hand-overs before the set-up (roll-off, side) are taken at once: the test is about the set-up's.
      await m.decide(pick);
      if (m.handoverTo && s.phase !== 'setup') m.acknowledgeHandover();
    }
  }

  it('the coach who just decided may take it back at the hand-over; once the other has the screen, not', async () => {
    const m = useMatchStore();
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'human', B: 'human' });
    await toSetupHandover(m);
    const handedBy = m.screenHolder;
    const to = m.handoverTo;
    expect(to).not.toBeNull();
    expect(to).not.toBe(handedBy);
    const n = m.decisions.length;
    expect(m.deciders[n - 1]).toBe(handedBy);
    // Before passing the screen: the coach who finished may undo, and the hand-over goes away.
    expect(m.canUndo).toBe(true);
    expect(m.undo()).toBe(true);
    expect(m.decisions.length).toBe(n - 1);
    expect(m.handoverTo).toBeNull();
    expect(m.legal.decider).toBe(handedBy);
    // Finish again and pass the screen: the new holder cannot take back the other coach's decision.
    await m.decide(legalDecisions(m.state!).decisions.find((d) => d.kind === 'setup-done')!);
    expect(m.handoverTo).toBe(to);
    m.acknowledgeHandover();
    expect(m.screenHolder).toBe(to);
    expect(m.canUndo).toBe(false);
    expect(m.undo()).toBe(false);
    expect(m.decisions.length).toBe(n);
  });
});

describe('match store autosave across matches', () => {
  it('a save still queued for the last match writes that match’s file, never the new one’s', async () => {
    let calls = 0;
    let release: (() => void) | null = null;
    const requests: { id?: string; seed: number }[] = [];
    const save = vi.fn(async (r: { id?: string; setup: { seed: number } }) => {
      requests.push({ ...(r.id ? { id: r.id } : {}), seed: r.setup.seed });
      const id = r.id ?? `file-${++calls}`;
      // The first save answers only when the test says so: later saves queue behind it.
      if (requests.length === 1) await new Promise<void>((done) => (release = done));
      return { ok: true, value: { id, name: 'm', savedAt: '' } };
    });
    vi.stubGlobal('rushline', { matches: { save, load: vi.fn() } });
    vi.stubGlobal('window', globalThis);
    try {
      const m = useMatchStore();
      m.start({ teams: [T0, T1], seed: 1 }, { A: 'human', B: 'human' });
      void m.decide(m.legal.decisions[0]!); // match 1's first save (its first decision)
      await until(() => release !== null); // ... is being written
      await m.decide(m.legal.decisions[0]!); // queues match 1's second save
      m.start({ teams: [T0, T1], seed: 2 }, { A: 'human', B: 'human' });
      await m.decide(m.legal.decisions[0]!); // match 2's first save, queued behind match 1's
      release!();
      await until(() => m.saveId === 'file-2');
      expect(requests).toEqual([{ seed: 1 }, { id: 'file-1', seed: 1 }, { seed: 2 }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('match store: a match is first written with its first decision', () => {
  it('writes nothing before a decision; the first decision creates the file; undo back to the start still saves it', async () => {
    const requests: { id?: string; decisions: number }[] = [];
    const save = vi.fn(async (r: { id?: string; decisions: unknown[] }) => {
      requests.push({ ...(r.id ? { id: r.id } : {}), decisions: r.decisions.length });
      return { ok: true, value: { id: r.id ?? 'file-1', name: 'm', savedAt: '' } };
    });
    vi.stubGlobal('rushline', { matches: { save, load: vi.fn() } });
    vi.stubGlobal('window', globalThis);
    try {
      const m = useMatchStore();
      m.start({ teams: [T0, T1], seed: SEED }, { A: 'human', B: 'human' });
      // The match screen saves when it opens: with nothing decided yet, no file is made.
      await m.autosave();
      expect(requests).toEqual([]);
      expect(m.saveId).toBeUndefined();
      expect(m.saving).toBe('idle');
      // The roll-off is the first decision: now the file is written.
      await m.decide(m.legal.decisions[0]!);
      await until(() => m.saving === 'saved');
      expect(requests).toEqual([{ decisions: 1 }]);
      expect(m.saveId).toBe('file-1');
      // A match that has a file keeps it in step with the board, even at no decisions.
      await m.autosave();
      expect(requests.at(-1)).toEqual({ id: 'file-1', decisions: 1 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('match store: a match saved under other rules opens read-only', () => {
  const MESSAGE = { key: 'problems.match.otherRules', params: { saved: 1, ours: 2 } };

  /** A saved DreadBall match: a few decisions, then a second roll-off today's rules refuse. */
  function savedFile(): { file: Record<string, unknown>; snapshot: MatchState } {
    const setup: MatchSetup = { teams: [T0, T1], seed: SEED };
    let s = createMatch(setup);
    const log: Decision[] = [];
    for (let i = 0; i < 4; i++) {
      const d = legalDecisions(s).decisions[0]!;
      const r = applyDecision(s, d);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      log.push(d);
    }
    const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
    return {
      snapshot: plain(s),
      file: { id: 'old-rules', game: 'dreadball', rulesVersion: 1, setup: plain(setup), decisions: plain([...log, { kind: 'roll-off' }]), snapshot: plain(s), controllers: { A: 'easy', B: 'human' } },
    };
  }

  function stubMatches(answer: unknown): { save: ReturnType<typeof vi.fn> } {
    const save = vi.fn(async () => ({ ok: true, value: { id: 'x', name: 'm', savedAt: '' } }));
    const load = vi.fn(async () => ({ ok: true, value: answer }));
    vi.stubGlobal('rushline', { matches: { save, load, latest: vi.fn(), list: vi.fn() } });
    vi.stubGlobal('window', globalThis);
    return { save };
  }

  it('shows the saved state without replaying its log: nobody decides, nothing is saved, undone or replayed', async () => {
    const { file, snapshot } = savedFile();
    const { save } = stubMatches({ match: file, check: { status: 'read-only', words: MESSAGE } });
    try {
      const m = useMatchStore();
      const ai = fakeThinker();
      m.setThinker(ai);
      expect(await m.load('old-rules')).toBe(true);
      expect(m.readOnly).toBe(true);
      expect(m.readOnlyMessage).toEqual(MESSAGE);
      expect(m.session.kind).toBe('read-only');
      expect(m.gameId).toBe('dreadball');
      expect(JSON.stringify(m.state)).toBe(JSON.stringify(snapshot));
      // The log is kept as saved (the illegal last decision too) but not played: no log lines.
      expect(m.decisions).toEqual(file.decisions);
      expect(m.lines).toEqual([]);
      expect(m.controllers).toEqual({ A: 'easy', B: 'human' });
      expect(m.saveId).toBe('old-rules');
      expect(m.legal.decider).toBeNull();
      expect(m.legal.decisions).toEqual([]);
      // Coach A's decision would be legal on the saved board; the store refuses it all the same.
      const wouldBe = legalDecisions(snapshot).decisions[0]!;
      expect(await m.decide(wouldBe)).toBe(false);
      expect(m.decisions).toHaveLength(5);
      expect(m.canUndo).toBe(false);
      expect(m.undo()).toBe(false);
      m.watchReplay(true);
      expect(m.replayMode).toBe(false);
      await m.replayTo(2);
      expect(m.replayAt).toBe(0);
      expect(JSON.stringify(m.state)).toBe(JSON.stringify(snapshot));
      // The screen shows it: the computer side does not think, and autosave writes nothing.
      m.setShowing(true);
      await m.autosave();
      for (let i = 0; i < 5; i++) await tick();
      expect(ai.asked).toHaveLength(0);
      expect(m.thinking).toBeNull();
      expect(save).not.toHaveBeenCalled();
      expect(m.saving).toBe('idle');
      m.setShowing(false);
      // A new match leaves read-only behind.
      m.start({ teams: [T0, T1], seed: SEED }, { A: 'human', B: 'human' });
      expect(m.readOnly).toBe(false);
      expect(m.readOnlyMessage).toBeNull();
      expect(m.legal.decisions.length).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the same file answered ok replays its log, and one of an unknown game is refused in words', async () => {
    const { file } = savedFile();
    const log = (file.decisions as Decision[]).slice(0, 4);
    stubMatches({ match: { ...file, decisions: log }, check: { status: 'ok' } });
    try {
      const m = useMatchStore();
      m.setThinker(stuckThinker());
      expect(await m.load('old-rules')).toBe(true);
      expect(m.readOnly).toBe(false);
      expect(m.session.kind).toBe('playing');
      expect(m.lines.length).toBeGreaterThan(0);
      expect(JSON.stringify(m.state)).toBe(JSON.stringify(replay(createMatch(file.setup as Parameters<typeof createMatch>[0]), log)));
      vi.unstubAllGlobals();
      stubMatches({ match: { ...file, game: 'chess' }, check: { status: 'read-only', words: MESSAGE } });
      expect(await m.load('old-rules')).toBe(false);
      expect(m.lastError).toContain('unknown game "chess"');
      expect(m.readOnly).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('hot-seat hand-over follows the setting', () => {
  /** Plays a hot-seat match by the Easy coach's choices to rush 5; records each hand-over. */
  async function handovers(policy: Handover): Promise<{ turns: string[]; changes: number; holderFollows: boolean }> {
    useSettingsStore().settings = { ...defaultSettings, handover: policy };
    const m = useMatchStore();
    m.start({ teams: [T0, T1], seed: SEED }, { A: 'human', B: 'human' });
    const turns: string[] = [];
    let changes = 0;
    let last = m.legal.decider;
    let holderFollows = true;
    for (let i = 0; i < 400 && m.state!.rush < 5 && m.state!.phase !== 'over'; i++) {
      if (m.handoverTo) {
        turns.push(dreadball.summarise(m.state!).turn);
        m.acknowledgeHandover();
      }
      const s = m.state!;
      const legal = legalDecisions(s);
      if (legal.decider !== last) changes++;
      last = legal.decider;
      // Without a hand-over the screen is the deciding coach's (so an undo is theirs too).
      if (m.screenHolder !== legal.decider) holderFollows = false;
      expect(await m.decide(chooseDecision(s, legal, 'easy', i))).toBe(true);
    }
    return { turns, changes, holderFollows };
  }

  it('every change of coach: a hand-over each time the other coach decides', async () => {
    const r = await handovers('every-change');
    expect(r.turns.length).toBe(r.changes);
    expect(r.turns.length).toBeGreaterThan(new Set(r.turns).size);
  });

  it('at the start of a rush (the default): one hand-over per new turn, none within it', async () => {
    const r = await handovers('rush-start');
    expect(r.turns.length).toBeGreaterThan(0);
    expect(new Set(r.turns).size).toBe(r.turns.length);
    expect(r.turns).toEqual(expect.arrayContaining(['rush-2', 'rush-3', 'rush-4']));
    expect(r.holderFollows).toBe(true);
  });

  it('never: no hand-over, the screen follows whoever decides', async () => {
    const r = await handovers('never');
    expect(r.turns).toEqual([]);
    expect(r.changes).toBeGreaterThan(4);
    expect(r.holderFollows).toBe(true);
  });
});
