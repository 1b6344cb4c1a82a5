// League abilities in a match, as the coach reads them: the log lines of their events and the
// buttons of their yes-or-no question, in English and in German.
import { afterEach, describe, expect, it } from 'vitest';
import { applyDecision, createMatch, legalDecisions } from '../../shared/games/dreadball/engine';
import type { Decision, MatchState } from '../../shared/games/dreadball/engine/types';
import { buildPosition } from '../../shared/games/dreadball/engine/scenario';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { i18n } from '../i18n';
import { choiceLabel, promptModel } from '../screens/match/promptModel';
import { linesFromEvents, renderLine, type Translate } from './logLines';
import { castOf } from './names';

const [T0, T1] = STOCK_TEAMS as [(typeof STOCK_TEAMS)[number], (typeof STOCK_TEAMS)[number]];
const t: Translate = (key, params = {}, plural) => (plural === undefined ? i18n.global.t(key, params) : i18n.global.t(key, params, plural));

describe('league abilities in the match log and prompt', () => {
  afterEach(() => {
    i18n.global.locale.value = 'en';
  });

  it('words an ability used, a Pitch Control re-roll and both Sponsorship Deal rolls', () => {
    const cast = castOf(createMatch({ teams: [T0, T1], seed: 1 }));
    const lines = linesFromEvents(
      [
        { type: 'career-used', player: 0, ability: 'stiff-arm' },
        { type: 'launch-rerolled', coach: 'A', roll: 1 },
        { type: 'sponsorship', coach: 'B', roll: 2, unspent: 3, gained: true },
        { type: 'sponsorship', coach: 'B', roll: 5, unspent: 3, gained: false },
      ],
      cast,
      0,
      0,
    );
    const text = lines.map((l) => renderLine(l, t));
    expect(text[0]).toBe(`#1 ${cast.players[0]!.name} (${cast.teams[0].shortName}) uses Stiff Arm.`);
    expect(text[1]).toBe(`${cast.teams[0].name} uses Pitch Control: the launch die (1) is rolled again.`);
    expect(text[2]).toContain('gains a coach die');
    expect(text[3]).toContain('no coach die');
    expect(lines[1]!.dice?.faces.map((f) => f.face)).toEqual([1]);
    i18n.global.locale.value = 'de';
    expect(renderLine(lines[0]!, t)).toContain('setzt Abwehrarm ein');
  });

  it("Stiff Arm's question gives two buttons in words, from the engine's decisions", () => {
    const s = buildPosition(
      {
        teams: ['human', 'veer-myn'],
        home: 'A',
        rushing: 'A',
        coachDice: [0, 0],
        players: [
          { id: 0, hex: [0, 0], facing: 0 },
          { id: 10, hex: [1, 0], facing: 0, career: { abilities: ['stiff-arm'] } },
        ],
      },
      [1, 1, 2, 2, 4, 2, 2, 1, 1, 1, 1, 1, 1, 1],
    );
    let state = s;
    for (const d of [
      { kind: 'action', player: 0, action: 'slam' },
      { kind: 'move', path: [], facing: 0 },
      { kind: 'target', player: 10 },
      { kind: 'duck-step', hex: s.players[10]!.hex },
      { kind: 'facing', facing: 3 },
    ] as const) {
      const legal = legalDecisions(state);
      const pick = legal.decisions.find((x) => JSON.stringify(x) === JSON.stringify(d));
      if (!pick) throw new Error(`not legal: ${JSON.stringify(d)}`);
      state = applyAll(state, pick);
    }
    const model = promptModel(state, legalDecisions(state));
    expect(model.prompt).toBe('career');
    expect(model.choices.map((c) => choiceLabel(c, t))).toEqual(['Push the slammer', 'Leave him']);
  });
});

function applyAll(s: MatchState, d: Decision): MatchState {
  const r = applyDecision(s, d);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
