// The Rülerball match store over the common match core: decisions through the module's door, the
// hot-seat hand-over, undo never past a roll, autosave and reload to the same state, another game's
// save refused, and a computer match through the worker protocol, the same way twice.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rulerball } from '../../shared/games/rulerball';
import type { Decision, MatchSetup, MatchState } from '../../shared/games/rulerball/engine/types';
import { STOCK_TEAMS } from '../../shared/games/rulerball/teams/stock';
import { rosterOfTeam } from '../../shared/games/rulerball/teams/teamFile';
import { ProtocolWorker, until } from '../ai/fakeWorkers';
import { SafeThinker } from '../ai/safeThinker';
import { gameThinker } from '../match/gameThinker';
import { useRulerballMatch } from './rulerballMatch';
import { fakeSaves } from '../match/fakeSaves';
import { expectUndoAfterTheEnd } from './undoAfterEnd.testkit';

const SETUP: MatchSetup = { teams: [rosterOfTeam('stock-0', STOCK_TEAMS[0]!), rosterOfTeam('stock-1', STOCK_TEAMS[1]!)], seed: 7 };

/** Hot-seat: `n` decisions, each the first legal one, taking the screen whenever it is handed over. */
async function play(m: ReturnType<typeof useRulerballMatch>, n: number): Promise<void> {
  for (let i = 0; i < n && !m.over; i++) {
    if (m.handoverTo) m.acknowledgeHandover();
    const d = m.legal.decisions[0];
    if (!d) break;
    expect(await m.decide(d)).toBe(true);
  }
}

describe('Rülerball match store', () => {
  beforeEach(() => setActivePinia(createPinia()));
  afterEach(() => vi.unstubAllGlobals());

  it('asks the first move of the match and refuses an illegal decision in the engine\'s words', async () => {
    const m = useRulerballMatch();
    m.start(SETUP);
    expect(m.legal.prompt).toBe('move');
    expect(m.decider).not.toBeNull();
    expect(await m.decide({ kind: 'shoot', figure: 0 })).toBe(false);
    expect(m.lastError).toMatch(/\w{3}/);
    expect(m.decisions).toHaveLength(0);
    await play(m, 5);
    expect(m.decisions).toHaveLength(5);
    expect(JSON.stringify(m.state)).toBe(JSON.stringify(rulerball.replay(SETUP, m.decisions)));
  });

  it('hands the screen over in hot-seat when the other coach decides, and not to the same coach', async () => {
    const m = useRulerballMatch();
    m.start(SETUP);
    let handovers = 0;
    for (let i = 0; i < 40; i++) {
      if (m.handoverTo) {
        expect(m.handoverTo).not.toBe(m.holder);
        expect(await m.decide(m.legal.decisions[0] as Decision)).toBe(false);
        m.acknowledgeHandover();
        handovers++;
      }
      expect(m.holder).toBe(m.decider);
      await m.decide(m.legal.decisions[0] as Decision);
    }
    expect(handovers).toBeGreaterThan(0);
  });

  it('undo takes back the coach\'s own decisions but never one that rolled dice', async () => {
    const m = useRulerballMatch();
    m.start(SETUP, { home: 'human', away: 'human' });
    await play(m, 30);
    const rolled = m.decisions.map((_, i) => {
      const before = rulerball.replay(SETUP, m.decisions.slice(0, i));
      const after = rulerball.replay(SETUP, m.decisions.slice(0, i + 1));
      return JSON.stringify(before.dice) !== JSON.stringify(after.dice);
    });
    const n = m.decisions.length;
    if (m.canUndo) {
      expect(m.undo()).toBe(true);
      const kept = m.decisions.length;
      expect(kept).toBeLessThan(n);
      // Nothing between the kept log and the old end rolled dice.
      expect(rolled.slice(kept, n).every((r) => !r)).toBe(true);
      expect(JSON.stringify(m.state)).toBe(JSON.stringify(rulerball.replay(SETUP, m.decisions)));
    } else expect(rolled[n - 1]).toBe(true);
  });

  it('after the final whistle, undo follows DreadBall\'s rule: never when the computer played both sides; a person only takes back his own last decision', () => {
    expectUndoAfterTheEnd(rulerball, useRulerballMatch(), SETUP, 2, 40);
  });

  it('autosaves as a Rülerball match and a reload reaches the same state', async () => {
    const { files } = fakeSaves();
    const m = useRulerballMatch();
    m.start(SETUP);
    await play(m, 12);
    await m.autosave();
    const file = files.get('m1')!;
    expect(file.game).toBe('rulerball');
    expect(file.decisions).toHaveLength(12);
    const want = JSON.stringify(m.state);
    setActivePinia(createPinia());
    const again = useRulerballMatch();
    expect(await again.load('m1')).toBe(true);
    expect(JSON.stringify(again.state)).toBe(want);
    expect(again.eventLog).toHaveLength(12);
  });

  it('logs the opening cannon shot and the ball\'s first flight, animates them once for a new match, and logs them again after a load', async () => {
    const { files } = fakeSaves();
    const m = useRulerballMatch();
    const played: string[][] = [];
    m.setAnimator(async (events) => void played.push(events.map((e) => e.type)));
    m.start(SETUP);
    const opening = rulerball.open!(SETUP);
    expect(JSON.stringify(opening.state)).toBe(JSON.stringify(m.state));
    const types = (m.logEvents[0] ?? []).map((e) => e.type);
    expect(types).toContain('cannon');
    expect(types).toContain('ball-rolls');
    expect(types.indexOf('cannon')).toBeLessThan(types.indexOf('ball-rolls'));
    await m.playOpening();
    expect(played).toEqual([types]);
    // Once only: the screen mounting again (or a second call) does not play it again.
    await m.playOpening();
    expect(played).toHaveLength(1);
    await play(m, 3);
    expect(m.logEvents).toHaveLength(4);
    expect(m.logEvents[0]).toEqual(opening.events);
    await m.autosave();
    setActivePinia(createPinia());
    const again = useRulerballMatch();
    const replayed: unknown[] = [];
    again.setAnimator(async (events) => void replayed.push(events));
    expect(await again.load('m1')).toBe(true);
    expect(files.get('m1')!.decisions).toHaveLength(3);
    expect(again.logEvents[0]).toEqual(opening.events);
    await again.playOpening();
    expect(replayed).toEqual([]);
  });

  it('refuses to load another game\'s save, in words', async () => {
    const { files } = fakeSaves();
    files.set('b1', { id: 'b1', game: 'bloodbowl', setup: {}, decisions: [], controllers: {} });
    const m = useRulerballMatch();
    expect(await m.load('b1')).toBe(false);
    expect(m.lastError).toMatch(/bloodbowl match, not Rülerball/);
  });

  it('plays computer (Easy) against computer (Normal) through the worker protocol, the same way twice', async () => {
    const run = async (): Promise<string> => {
      setActivePinia(createPinia());
      const m = useRulerballMatch();
      m.setThinker(gameThinker<MatchState, Decision>('rulerball', new SafeThinker(() => new ProtocolWorker())));
      m.start(SETUP, { home: 'easy', away: 'normal' });
      await until(() => m.decisions.length >= 120 || m.over, 20_000);
      m.setThinker(null);
      expect(m.computerFallback).toBeNull();
      return JSON.stringify(m.decisions.slice(0, 120));
    };
    const first = await run();
    expect(JSON.parse(first)).toHaveLength(120);
    expect(await run()).toBe(first);
  }, 60_000);
});
