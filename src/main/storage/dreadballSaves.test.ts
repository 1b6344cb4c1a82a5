// The store with the real rules engine: a whole played match round-trips, the replay check
// catches a tampered snapshot, and a reload resumes with the very same dice.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyDecision, legalDecisions, type Decision, type MatchState } from '../../shared/games/dreadball/engine';
import { mulberry32 } from '../../shared/random/mulberry32';
import { playGame } from '../../shared/games/dreadball/engine/sim';
import type { MatchSetup } from '../../shared/saves/schemas';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams/team';
import { summarizeMatch } from '../../shared/games/dreadball/listSummary';
import { APP_VERSION, tempDir } from '../../../test/saves/helpers';
import { dreadballSaves } from '../../shared/games/dreadball/saves';
import { MatchStore, SNAPSHOT_MISMATCH, type MatchSaveInput } from './matchStore';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

const store = () => new MatchStore({ dataDir: dir, appVersion: APP_VERSION, games: [dreadballSaves] });

function inputOf(game: { initial: MatchState; decisions: Decision[]; final: MatchState }, setup: MatchSetup, upTo?: number): MatchSaveInput {
  const decisions = game.decisions.slice(0, upTo);
  const res = dreadballSaves.replay(setup, decisions);
  if (!res.ok) throw new Error(res.reason);
  const state = res.state as MatchState;
  return { game: 'dreadball', setup, decisions, snapshot: JSON.parse(JSON.stringify(state)) };
}

/** The setup playGame used: its teams as the stock sheets of the initial state, and the seed. */
function setupOf(seed: number, initial: MatchState): MatchSetup {
  const teams = initial.teams.map((info) => STOCK_TEAMS.find((t) => t.id === info.id));
  return JSON.parse(JSON.stringify({ teams, seed })) as MatchSetup;
}

describe('store + rules engine', () => {
  const seed = 20260102;
  const game = playGame({ seed, check: false, replayCheck: false });
  const setup = setupOf(seed, game.initial);

  it('a whole played match saves and loads with a passing replay check', async () => {
    expect(game.final.phase).toBe('over');
    const input = inputOf(game, setup);
    expect(input.snapshot).toEqual(JSON.parse(JSON.stringify(game.final)));
    const s = store();
    const saved = await s.save(input);
    expect(saved.summary.status).toBe('finished');
    const loaded = await store().load(saved.id);
    expect(loaded.check).toEqual({ status: 'ok' });
    expect(loaded.match.decisions).toHaveLength(game.decisions.length);
    expect((await s.list())[0]).toMatchObject({ status: 'ok', summary: summarizeMatch(game.final) });
  });

  it('a tampered snapshot is reported and the log wins', async () => {
    const s = store();
    const saved = await s.save(inputOf(game, setup, 120));
    const path = join(dir, 'matches', `${saved.id}.rushline-match.json`);
    const doc = JSON.parse(await readFile(path, 'utf8'));
    doc.snapshot.score = [9, 9];
    await writeFile(path, JSON.stringify(doc));
    const loaded = await store().load(saved.id);
    expect(loaded.check).toEqual({ status: 'mismatch', words: SNAPSHOT_MISMATCH });
    expect(loaded.match.snapshot).toEqual(inputOf(game, setup, 120).snapshot);
  });

  it('a decision the engine refuses makes the log unreplayable (replay-failed)', async () => {
    const s = store();
    const input = inputOf(game, setup, 30);
    // The writer refuses it (it replays every save) ...
    await expect(s.save({ ...input, decisions: [...input.decisions, { kind: 'roll-off' }] })).rejects.toMatchObject({
      code: 'invalid-payload',
      reason: 'replay-failed',
    });
    // ... and a file that holds it anyway (edited by hand) does not load.
    const saved = await s.save(input);
    const path = join(dir, 'matches', `${saved.id}.rushline-match.json`);
    const doc = JSON.parse(await readFile(path, 'utf8'));
    doc.decisions.push({ kind: 'roll-off' });
    await writeFile(path, JSON.stringify(doc));
    await expect(store().load(saved.id)).rejects.toMatchObject({ code: 'io-error', reason: 'replay-failed' });
  });

  it('resume is exact: the same decisions after a reload give the same dice and states', async () => {
    const cut = Math.floor(game.decisions.length / 2);
    const s = store();
    const saved = await s.save(inputOf(game, setup, cut));
    const loaded = await store().load(saved.id);
    expect(loaded.check.status).toBe('ok');
    // Continue from the loaded snapshot and from the never-saved in-memory run, side by side.
    let fromDisk = loaded.match.snapshot as unknown as MatchState;
    const replayed = dreadballSaves.replay(setup, game.decisions.slice(0, cut));
    if (!replayed.ok) throw new Error(replayed.reason);
    let inMemory = replayed.state as MatchState;
    const random = mulberry32(7);
    for (let i = 0; i < 150 && inMemory.phase !== 'over'; i++) {
      const legal = legalDecisions(inMemory);
      // Compared as serialised: a lazy listing's search bookkeeping is not part of the answer.
      expect(JSON.parse(JSON.stringify(legalDecisions(fromDisk)))).toEqual(JSON.parse(JSON.stringify(legal)));
      const decision = legal.decisions[Math.floor(random() * legal.decisions.length)]!;
      const a = applyDecision(inMemory, decision);
      const b = applyDecision(fromDisk, decision);
      if (!a.ok || !b.ok) throw new Error('decision refused');
      expect(b.events).toEqual(a.events); // dice results are in the events
      expect(b.state.dice).toEqual(a.state.dice);
      inMemory = a.state;
      fromDisk = b.state;
    }
    expect(JSON.parse(JSON.stringify(fromDisk))).toEqual(JSON.parse(JSON.stringify(inMemory)));
  });
});

describe('a match saved before games and rules versions (v1 file) and continued now', () => {
  const fixtures = join(import.meta.dirname, '../../../test/fixtures/saves');

  it('loads migrated with a passing replay check and rolls the very dice the v1 build rolled', async () => {
    const v1 = await readFile(join(fixtures, 'match-v1.rushline-match.json'), 'utf8');
    const id = (JSON.parse(v1) as { id: string }).id;
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'matches'), { recursive: true });
    await writeFile(join(dir, 'matches', `${id}.rushline-match.json`), v1);
    const loaded = await store().load(id);
    // The replay under today's rules reaches the v1 build's own snapshot, dice state included.
    expect(loaded.check).toEqual({ status: 'migrated', fromVersion: 1 });
    const recorded = JSON.parse(await readFile(join(fixtures, 'match-v1.continued.json'), 'utf8')) as {
      decisions: Decision[];
      faces: number[][];
      dice: unknown;
      score: [number, number];
      rush: number;
    };
    let s = loaded.match.snapshot as unknown as MatchState;
    recorded.decisions.forEach((decision, i) => {
      const r = applyDecision(s, decision);
      if (!r.ok) throw new Error(`decision ${i}: ${r.error.message}`);
      const faces = r.events.flatMap((e) =>
        e.type === 'test' ? e.faces.map((f) => f.face) : e.type === 'roll-off' ? [...e.faces] : e.type === 'scatter' ? [e.directionRoll, e.distance] : [],
      );
      expect(faces, `dice of decision ${i}`).toEqual(recorded.faces[i]);
      s = r.state;
    });
    expect(s.dice).toEqual(recorded.dice);
    expect([s.score, s.rush]).toEqual([recorded.score, recorded.rush]);
  });
});

describe('autosaves replay only what was added', () => {
  const seed = 7070;
  const game = playGame({ seed, check: false, replayCheck: false });
  const setup = setupOf(seed, game.initial);

  it('a save that extends the last one, one that takes decisions back, and one with another setup all store the full replay', async () => {
    const s = store();
    const full = (n: number) => JSON.parse(JSON.stringify(dreadballSaves.replay(setup, game.decisions.slice(0, n)).ok && (dreadballSaves.replay(setup, game.decisions.slice(0, n)) as { state: unknown }).state));
    const first = await s.save(inputOf(game, setup, 20));
    // Extends: played on from the remembered state.
    const longer = await s.save({ ...inputOf(game, setup, 90), id: first.id });
    expect(longer.snapshot).toEqual(full(90));
    // Taken back (an undo): the earlier log is not a prefix any more, so the whole log is replayed.
    const shorter = await s.save({ ...inputOf(game, setup, 60), id: first.id });
    expect(shorter.snapshot).toEqual(full(60));
    // A wrong state sent with an extension is still replaced by the log's.
    const lying = inputOf(game, setup, 70);
    const fixed = await s.save({ ...lying, id: first.id, snapshot: { ...lying.snapshot, score: [9, 9] } });
    expect(fixed.snapshot).toEqual(full(70));
    expect((await store().load(first.id)).check).toEqual({ status: 'ok' });
  });
});
