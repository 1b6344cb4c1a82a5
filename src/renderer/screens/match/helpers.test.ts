import { describe, expect, it } from 'vitest';
import { applyDecision, createMatch, legalDecisions, moveRolls } from '../../../shared/games/dreadball/engine';
import type { Decision, GameEvent, MatchState } from '../../../shared/games/dreadball/engine/types';
import { buildPosition } from '../../../shared/games/dreadball/engine/scenario';
import { STOCK_TEAMS } from '../../../shared/games/dreadball/teams';
import matchEn from '../../i18n/match.en';
import { pluralIndex } from '../../i18n/plural';
import { linesFromEvents, logText, renderLine, diceText } from '../../match/logLines';
import { castOf } from '../../match/names';
import { actionsOf, facingsAt, promptModel } from './promptModel';
import { moveOdds } from './odds';
import { emptyStats, foldStats, statTable } from './stats';
import { undoFloor, undoTarget } from '../../match/undo';

const [T0, T1] = STOCK_TEAMS as [(typeof STOCK_TEAMS)[number], (typeof STOCK_TEAMS)[number]];

/** A tiny stand-in for vue-i18n's t over match.en.ts: replaces {name} with params. */
function t(key: string, params: Record<string, unknown> = {}, plural?: number): string {
  const path = key.replace(/^match\./, '').split('.');
  let node: unknown = matchEn;
  for (const p of path) node = (node as Record<string, unknown> | undefined)?.[p];
  if (typeof node !== 'string') throw new Error(`missing message ${key}`);
  const forms = node.split(' | ');
  // A message with forms needs the count that picks one; a line that forgot it would show both.
  if (forms.length > 1 && plural === undefined) throw new Error(`plural message ${key} without a count`);
  const form = forms[plural === undefined ? 0 : pluralIndex('en', plural, forms.length)] as string;
  return form.replace(/\{(\w+)\}/g, (_, k: string) => {
    if (!(k in params)) throw new Error(`missing param ${k} for ${key}`);
    return String(params[k]);
  });
}

/** Plays a deterministic match: always the first legal decision, but prefers actions over ending. */
function play(seed: number, steps: number): { state: MatchState; events: GameEvent[][]; revealed: boolean[] } {
  let s = createMatch({ teams: [T0, T1], seed });
  const events: GameEvent[][] = [];
  const revealed: boolean[] = [];
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    const legal = legalDecisions(s);
    const pick = (legal.decisions.find((d) => d.kind === 'action' && d.action === 'run') ??
      legal.decisions.find((d) => d.kind === 'place') ??
      legal.decisions[i % legal.decisions.length]) as Decision;
    const res = applyDecision(s, pick);
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
    events.push(res.events);
    revealed.push(res.revealedDice);
  }
  return { state: s, events, revealed };
}

describe('log lines', () => {
  it('words every event of a played stretch with existing keys and every parameter', () => {
    const { state, events } = play(7, 400);
    const cast = castOf(state);
    let id = 0;
    const lines = events.flatMap((evs, i) => {
      const out = linesFromEvents(evs, cast, i, id);
      id += out.length;
      return out;
    });
    expect(lines.length).toBeGreaterThan(20);
    for (const l of lines) expect(renderLine(l, t)).not.toMatch(/[{}]/);
    expect(lines.some((l) => l.key === 'rollOff' || l.key === 'rollOffTie')).toBe(true);
    expect(lines.some((l) => l.dice)).toBe(true);
    // Every roll reaches the dice log: the roll-off's dice, the launch's, a scatter's, every test's.
    const rolled = new Set(lines.filter((l) => l.dice).map((l) => l.key));
    for (const key of ['launch', 'test']) expect(rolled).toContain(key);
    expect(rolled.has('rollOff') || rolled.has('rollOffTie')).toBe(true);
    for (const l of lines) if (['rollOff', 'rollOffTie', 'launch', 'launchWall', 'scatter', 'test', 'testOpposed'].includes(l.key)) expect(l.dice, l.key).toBeDefined();
    expect(lines.find((l) => l.key === 'launch')?.dice).toMatchObject({ target: null, successes: null });
    expect(lines.map((l) => l.id)).toEqual(lines.map((_, i) => i));
    expect(logText(lines, t).split('\n').length).toBe(lines.length + 1);
    expect(diceText(lines, t)).toMatch(/\[/);
  });

  it('merges consecutive steps of one player into one line that names them', () => {
    const cast = castOf(createMatch({ teams: [T0, T1], seed: 1 }));
    const lines = linesFromEvents(
      [
        { type: 'step', player: 2, from: 10, to: 11, facing: 0 },
        { type: 'step', player: 2, from: 11, to: 12, facing: 0 },
        { type: 'step', player: 3, from: 20, to: 21, facing: 0 },
      ],
      cast,
      0,
      5,
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ id: 5, key: 'moved', players: [2], params: { n: 2 } });
    expect(renderLine(lines[0]!, t)).toContain(cast.players[2]!.name);
  });

  it('words a test with dice, target, successes and outcome', () => {
    const cast = castOf(createMatch({ teams: [T0, T1], seed: 1 }));
    const [line] = linesFromEvents(
      [{ type: 'test', player: 0, test: 'dodge', target: 4, base: 4, modifiers: [], dice: 3, coachDice: 1, faces: [{ face: 6, source: 'team' }, { face: 2, source: 'team' }, { face: 1, source: 'team' }, { face: 4, source: 'coach' }, { face: 5, source: 'extra' }], successes: 3, needed: 1, outcome: 'spectacular' }],
      cast,
      0,
      0,
    );
    expect(renderLine(line!, t)).toBe(`${'#1 ' + cast.players[0]!.name} (${cast.teams[0].shortName}), Dodge: 3+1 dice at 4+, rolled 6 2 1 4 5: successes 3, needed 1, spectacular!`);
    expect(line!.dice?.faces).toHaveLength(5);
  });
});

describe('undo barrier', () => {
  // Whether each decision rolled a die, as the engine reports it (`revealedDice`).
  it('never undoes a decision that rolled', () => {
    expect(undoTarget([])).toBeNull();
    expect(undoTarget([true])).toBeNull();
    expect(undoTarget([true, false])).toBe(1);
    expect(undoTarget([true, false, true])).toBeNull();
    expect(undoTarget([true, false, false, false])).toBe(3);
    expect(undoFloor([true, false, false])).toBe(1);
    expect(undoFloor([false])).toBe(0);
  });
  it('in a played match the floor is after the last decision that showed dice (roll-off, launch, scatter, a test)', () => {
    const { events, revealed } = play(3, 60);
    const lastRoll = events.findLastIndex((e) => e.some((x) => (x.type === 'test' && x.faces.length > 0) || x.type === 'scatter' || x.type === 'ball-launched' || x.type === 'roll-off'));
    expect(lastRoll).toBeGreaterThan(0);
    expect(undoFloor(revealed)).toBe(lastRoll + 1);
  });
});

describe('stats', () => {
  it('folds strikes, slams won and injuries caused', () => {
    const ev: GameEvent[] = [
      { type: 'action', player: 1, action: 'slam', free: false, tokensLeft: 4 },
      { type: 'test', player: 9, test: 'duck', target: 4, base: 3, modifiers: [], dice: 3, coachDice: 0, faces: [], successes: 0, needed: null, outcome: 'opposed' },
      { type: 'clash', attacker: 1, defender: 9, attackerSuccesses: 2, defenderSuccesses: 0, winner: 'attacker', spectacular: true, margin: 2 },
      { type: 'fall', player: 9, hex: 5, cause: 1 },
      { type: 'injury', player: 9, zone: 2, cause: 1 },
      { type: 'action', player: 2, action: 'slam', free: false, tokensLeft: 3 },
      { type: 'test', player: 10, test: 'counter-slam', target: 4, base: 3, modifiers: [], dice: 3, coachDice: 0, faces: [], successes: 2, needed: null, outcome: 'opposed' },
      { type: 'clash', attacker: 2, defender: 10, attackerSuccesses: 1, defenderSuccesses: 2, winner: 'defender', spectacular: true, margin: 1 },
      { type: 'fall', player: 2, hex: 6, cause: 10 },
      { type: 'death', player: 2, cause: 10 },
      { type: 'action', player: 3, action: 'throw', free: false, tokensLeft: 2 },
      { type: 'strike', player: 3, zone: 'east', points: 4, bonus: true },
      { type: 'action', player: 4, action: 'snatch', free: false, tokensLeft: 1 },
      { type: 'clash', attacker: 4, defender: 11, attackerSuccesses: 2, defenderSuccesses: 1, winner: 'attacker', spectacular: false, margin: 1 },
    ];
    const s = foldStats(ev);
    expect(s.get(1)).toMatchObject({ slamsWon: 1, injuriesCaused: 1 });
    expect(s.get(10)).toMatchObject({ slamsWon: 1, injuriesCaused: 1 });
    expect(s.get(3)).toMatchObject({ strikes: 1, points: 4 });
    expect(s.get(4)).toBeUndefined();
  });
  it('tables every player of both rosters by team, zeros for those who did nothing', () => {
    const cast = castOf(createMatch({ teams: [T0, T1], seed: 1 }));
    const table = statTable(cast, new Map([[1, { ...emptyStats(), slamsWon: 1, injuriesCaused: 1 }]]));
    expect(table.map((g) => g.name)).toEqual([cast.teams[0].name, cast.teams[1].name]);
    for (const team of [0, 1] as const) {
      expect(table[team]!.rows.map((r) => r.id)).toEqual(cast.players.filter((p) => p.team === team).map((p) => p.id));
    }
    const rows = table.flatMap((g) => g.rows);
    expect(rows).toHaveLength(cast.players.length);
    const p1 = cast.players[1]!;
    expect(rows.find((r) => r.id === 1)).toEqual({ id: 1, name: `#${p1.number} ${p1.name}`, strikes: 0, points: 0, slamsWon: 1, injuriesCaused: 1, catches: 0 });
    expect(rows.find((r) => r.id === 4)).toMatchObject({ strikes: 0, points: 0, slamsWon: 0, injuriesCaused: 0, catches: 0 });
  });
});

describe('log wording', () => {
  const cast = castOf(createMatch({ teams: [T0, T1], seed: 1 }));
  const keys = (events: GameEvent[]) => linesFromEvents(events, cast, 0, 0).map((l) => l.key);
  it('counts hexes only when there are several, and names a step on from the bench', () => {
    expect(keys([{ type: 'step', player: 0, from: 10, to: 11, facing: 0 }])).toEqual(['movedOne']);
    expect(keys([{ type: 'step', player: 0, from: 10, to: 11, facing: 0 }, { type: 'step', player: 0, from: 11, to: 12, facing: 0 }])).toEqual(['moved']);
    expect(keys([{ type: 'step', player: 0, from: -1, to: 11, facing: 0 }])).toEqual(['movedFromBench']);
  });
  it('does not repeat where a launched ball stopped', () => {
    const launched: GameEvent = { type: 'ball-launched', side: 'home', roll: 2, wallRoll: null, hexes: [5, 6] };
    expect(keys([launched, { type: 'ball-stops', hex: 6 }])).toEqual(['launch']);
    expect(keys([{ type: 'ball-stops', hex: 6 }])).toEqual(['ballStops']);
  });
});

describe('prompt model', () => {
  it('groups roll-off, set-up and actions for clicking', () => {
    let s = createMatch({ teams: [T0, T1], seed: 11 });
    let m = promptModel(s, legalDecisions(s));
    expect(m.prompt).toBe('roll-off');
    expect(m.choices.map((c) => c.key)).toEqual(['rollOff']);
    // Roll off until someone wins, choose a side.
    while (s.phase === 'roll-off') {
      const legal = legalDecisions(s);
      const res = applyDecision(s, legal.decisions[0]!);
      if (!res.ok) throw new Error();
      s = res.state;
    }
    m = promptModel(s, legalDecisions(s));
    if (m.prompt === 'choose-side') {
      expect(m.choices.map((c) => c.key).sort()).toEqual(['side.away', 'side.home']);
      const res = applyDecision(s, m.choices[0]!.decision);
      if (!res.ok) throw new Error();
      s = res.state;
      m = promptModel(s, legalDecisions(s));
    }
    expect(m.prompt).toBe('setup');
    const [first] = [...m.byPlayer.keys()];
    expect(m.byPlayer.get(first!)!.every((d) => d.kind === 'place')).toBe(true);
    expect(m.byHex.size).toBeGreaterThan(6);
    expect(m.choices.map((c) => c.key)).toContain('setupDone');
  });

  it('groups moves by end hex with facings, and lists actions per player', () => {
    // Play the opening (roll-off, sides, set-up, launch) until the first action prompt.
    let s = createMatch({ teams: [T0, T1], seed: 5 });
    for (let i = 0; i < 200 && legalDecisions(s).prompt !== 'action'; i++) {
      const legal = legalDecisions(s);
      const res = applyDecision(s, legal.decisions.find((d) => d.kind === 'place') ?? legal.decisions[0]!);
      if (!res.ok) throw new Error(res.error.message);
      s = res.state;
    }
    expect(legalDecisions(s).prompt).toBe('action');
    const m = promptModel(s, legalDecisions(s));
    const player = [...m.byPlayer.keys()][0]!;
    expect(actionsOf(m, player)).toContain('run');
    const res = applyDecision(s, { kind: 'action', player, action: 'run' });
    if (!res.ok) throw new Error(res.error.message);
    const mm = promptModel(res.state, legalDecisions(res.state));
    expect(mm.prompt).toBe('move');
    const hex = [...mm.byHex.keys()][0]!;
    expect(facingsAt(mm, hex).size).toBeGreaterThan(0);
    const move = mm.byHex.get(hex)![0]!;
    if (move.kind !== 'move') throw new Error('not a move');
    const rolls = moveRolls(res.state, move.path, move.facing);
    if (typeof rolls === 'string') throw new Error(rolls);
    const o = moveOdds(rolls);
    expect(o.reach).toBeGreaterThan(0);
    expect(o.reach).toBeLessThanOrEqual(1);
  });

  it('offers a turn on the spot on the mover\'s own hex, and "stay on the bench" only to substitutes', () => {
    let s = createMatch({ teams: [T0, T1], seed: 5 });
    for (let i = 0; i < 200 && legalDecisions(s).prompt !== 'action'; i++) {
      const legal = legalDecisions(s);
      const res = applyDecision(s, legal.decisions.find((d) => d.kind === 'place') ?? legal.decisions[0]!);
      if (!res.ok) throw new Error(res.error.message);
      s = res.state;
    }
    const run = legalDecisions(s).decisions.find(
      (d) => d.kind === 'action' && d.action === 'run' && s.players[d.player]!.where === 'pitch' && !s.players[d.player]!.down,
    );
    expect(run).toBeDefined();
    const res = applyDecision(s, run!);
    if (!res.ok) throw new Error(res.error.message);
    const m = promptModel(res.state, legalDecisions(res.state));
    expect(m.prompt).toBe('move');
    const mover = res.state.players[(run as { player: number }).player]!;
    const here = m.byHex.get(mover.hex) ?? [];
    expect(here.length).toBeGreaterThan(0);
    expect(here.every((d) => d.kind === 'move' && d.path.length === 0)).toBe(true);
    expect(m.stayOnBench).toBeNull();
  });
});

describe('a substitute on the bench choosing Run', () => {
  it('is offered "Stay on the bench" and the lit hexes, never "Go to the bench"', () => {
    const s = buildPosition({ teams: ['human', 'human'], home: 'A', players: [{ id: 2, where: 'bench' }, { id: 9, hex: [5, 0], facing: 3 }] }, []);
    const run = legalDecisions(s).decisions.find((d) => d.kind === 'action' && d.action === 'run' && d.player === 2);
    expect(run).toBeDefined();
    const res = applyDecision(s, run!);
    if (!res.ok) throw new Error(res.error.message);
    const legal = legalDecisions(res.state);
    // The engine does list a walk on and off again; the screen hides it as pointless.
    expect(legal.decisions.some((d) => d.kind === 'move' && d.path.length > 0 && d.path[d.path.length - 1] === -1)).toBe(true);
    const m = promptModel(res.state, legal);
    expect(m.prompt).toBe('move');
    expect(m.stayOnBench).not.toBeNull();
    expect(m.toBench).toBeNull();
    expect(m.byHex.size).toBeGreaterThan(0);
  });
});

describe('throwing without moving', () => {
  it('the move prompt offers staying put in one click, and it leads straight to the throw', () => {
    const s = buildPosition({ teams: ['human', 'human'], home: 'A', players: [{ id: 3, hex: [0, 0], facing: 0 }, { id: 4, hex: [3, 0], facing: 3 }, { id: 9, hex: [-5, 3], facing: 0 }], ball: { carrier: 3 } }, []);
    const thr = legalDecisions(s).decisions.find((d) => d.kind === 'action' && d.action === 'throw' && d.player === 3);
    expect(thr).toBeDefined();
    const res = applyDecision(s, thr!);
    if (!res.ok) throw new Error(res.error.message);
    const m = promptModel(res.state, legalDecisions(res.state));
    expect(m.prompt).toBe('move');
    expect(m.stayPut).toEqual({ kind: 'move', path: [], facing: 0 });
    const stayed = applyDecision(res.state, m.stayPut!);
    if (!stayed.ok) throw new Error(stayed.error.message);
    expect(promptModel(stayed.state, legalDecisions(stayed.state)).prompt).toBe('target');
  });
});
