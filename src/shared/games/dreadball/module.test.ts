import { describe, expect, it } from 'vitest';
import { moveRolls, targetRolls } from './engine/preview';
import { buildPosition, type ScenarioPlayer, toDecision } from './engine/scenario';
import { checkInvariants, playGame } from './engine/sim';
import type { Decision } from './engine/types';
import { hexId, PITCH_SIZE } from './pitch/pitch';
import { STOCK_TEAMS, type TeamSheet } from './teams/team';
import { dreadball } from '.';

const teams = [STOCK_TEAMS[0], STOCK_TEAMS[1]] as [TeamSheet, TeamSheet];

describe('the DreadBall module', () => {
  it('is rules version 3 (a free action earned as the rush ends is lost)', () => {
    expect(dreadball.id).toBe('dreadball');
    expect(dreadball.rulesVersion).toBe(3);
  });

  it('creates the match the engine creates, waiting for the roll-off', () => {
    const s = dreadball.createMatch({ teams, seed: 42 });
    expect(dreadball.legal(s).prompt).toBe('roll-off');
    expect(dreadball.summarise(s)).toEqual({
      status: 'in-progress',
      winner: null,
      score: [0, 0],
      turn: 'roll-off',
      progress: { phase: 'roll-off', rush: s.rush, rushes: 14, suddenDeath: false, rushing: null },
    });
  });

  it('summarises a finished match with its score, winner and last rush', () => {
    const rec = playGame({ seed: 9, teams });
    const sum = dreadball.summarise(rec.final);
    expect(sum.status).toBe('finished');
    expect(sum.winner).toBe(rec.final.result?.winner ?? null);
    expect(sum.score).toEqual(rec.final.score);
    expect(sum.progress.rush).toBe(rec.final.rush);
    expect(sum.progress.phase).toBe('over');
    expect(dreadball.replay({ teams, seed: 9 }, rec.decisions)).toEqual(rec.final);
    expect(dreadball.invariants(rec.final)).toEqual(checkInvariants(rec.final));
  });

  it('labels the rushing coach during a rush', () => {
    const s = buildPosition({ teams: ['human', 'human'], home: 'A', rushing: 'B', rush: 5, players: [] }, []);
    expect(dreadball.summarise(s).progress).toMatchObject({ phase: 'rush', rush: 5, rushing: 'B' });
  });

  it('previews a move with the engine moveRolls and a target with targetRolls', () => {
    const pos = buildPosition(
      {
        teams: ['human', 'orx-goblin'],
        home: 'A',
        players: [
          { id: 0, hex: [0, 0], facing: 0 },
          { id: 8, hex: [2, 0], facing: 3 },
        ],
        ball: { hex: [5, 2] },
      },
      [],
    );
    const r = dreadball.apply(pos, { kind: 'action', player: 0, action: 'slam' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const move = toDecision({ kind: 'move', path: [[1, 0]], facing: 0 }) as Extract<Decision, { kind: 'move' }>;
    expect(dreadball.preview(r.state, move)).toEqual({ kind: 'move', rolls: moveRolls(r.state, move.path, move.facing) });
    const moved = dreadball.apply(r.state, move);
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    const target: Decision = { kind: 'target', player: 8 };
    expect(dreadball.legal(moved.state).prompt).toBe('target');
    expect(dreadball.preview(moved.state, target)).toEqual({ kind: 'target', target: targetRolls(moved.state, target) });
    // Nothing to preview for an illegal path or a decision without dice.
    expect(dreadball.preview(r.state, { kind: 'move', path: [hexId(9, 0)], facing: 0 })).toBeNull();
    expect(dreadball.preview(pos, { kind: 'end-rush' })).toBeNull();
  });

  it('previews the test behind a coach-dice or defence question', () => {
    const slam = (players: ScenarioPlayer[], coachDice: [number, number]) => {
      const s = buildPosition({ teams: ['human', 'human'], home: 'A', coachDice, players }, []);
      let cur = s;
      for (const d of [{ kind: 'action', player: 0, action: 'slam' }, { kind: 'move', path: [], facing: 0 }, { kind: 'target', player: 8 }]) {
        const r = dreadball.apply(cur, toDecision(d));
        if (!r.ok) throw new Error(r.error.message);
        cur = r.state;
      }
      return cur;
    };
    // Facing away, the target can only duck; with coach dice left the slammer's coach is asked.
    const asked = slam([{ id: 0, hex: [0, 0], facing: 0 }, { id: 8, hex: [1, 0], facing: 0 }], [1, 0]);
    expect(asked.prompt?.kind).toBe('coach-dice');
    expect(dreadball.preview(asked, { kind: 'coach-dice', count: 1 })).toEqual({ kind: 'coach-dice', test: asked.prompt?.test });
    expect(asked.prompt?.test?.test).toBe('slam');
    // Face to face the target chooses: each defence previews its own roll.
    const defending = slam([{ id: 0, hex: [0, 0], facing: 0 }, { id: 8, hex: [1, 0], facing: 3 }], [0, 0]);
    expect(defending.prompt?.kind).toBe('defence');
    const counter = dreadball.preview(defending, { kind: 'defend', choice: 'counter-slam' });
    expect(counter).toEqual({ kind: 'defence', defence: defending.prompt?.defences?.find((x) => x.choice === 'counter-slam') });
    expect(counter && counter.kind === 'defence' ? counter.defence.test.test : null).toBe('counter-slam');
    expect(dreadball.preview(defending, { kind: 'coach-dice', count: 0 })).toBeNull();
  });

  it('draws on the 201-hex pitch with the state hex ids', () => {
    expect(dreadball.topology.cells).toHaveLength(PITCH_SIZE);
    expect(dreadball.topology.distance(hexId(-10, 0), hexId(10, 0))).toBe(20);
  });
});
