import { describe, expect, it } from 'vitest';
import { applyDecision, legalDecisions } from '../../shared/games/dreadball/engine';
import { buildPosition } from '../../shared/games/dreadball/engine/scenario';
import { hexId } from '../../shared/games/dreadball/pitch';
import { i18n } from '../i18n';
import { ballText, boardByZone, boardLabel, changeTexts, lookText, outcomeTexts } from './announce';
import { linesFromEvents } from './logLines';
import { castOf } from './names';

const t = (key: string, params: Record<string, unknown> = {}, plural?: number): string => {
  if (!i18n.global.te(key)) throw new Error(`missing message ${key}`);
  return plural === undefined ? i18n.global.t(key, params) : i18n.global.t(key, params, plural);
};

// #2 (home) at (0,0) facing east; #8 (away) at (1,0) facing him: #2 is threatened and must dodge.
const position = () =>
  buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      players: [
        { id: 2, hex: [0, 0], facing: 0 },
        { id: 8, hex: [1, 0], facing: 3 },
      ],
      ball: { hex: [-3, 0] },
    },
    [5, 5, 5, 5, 5, 5],
  );

describe('what a screen reader is told', () => {
  const s = position();
  const cast = castOf(s);
  const name2 = `#${s.players[2]!.number} ${s.players[2]!.name} (${s.teams[0].shortName})`;

  it('a dodge at "results" says the outcome; at "dice" the dice too', () => {
    const declared = applyDecision(s, { kind: 'action', player: 2, action: 'run' });
    if (!declared.ok) throw new Error(declared.error.message);
    const move = legalDecisions(declared.state).decisions.find((d) => d.kind === 'move' && d.path.length === 1)!;
    let r = applyDecision(declared.state, move);
    const events = r.ok ? [...r.events] : [];
    // The coach-dice question, if asked, is answered with none.
    while (r.ok && legalDecisions(r.state).prompt === 'coach-dice') {
      r = applyDecision(r.state, legalDecisions(r.state).decisions.find((d) => d.kind === 'coach-dice' && d.count === 0)!);
      if (r.ok) events.push(...r.events);
    }
    const lines = linesFromEvents(events, cast, 0, 0);
    const results = outcomeTexts(lines, 'results', t);
    const dice = outcomeTexts(lines, 'dice', t);
    // Two dice at 4+ rolling 5 5: two successes where one was needed.
    expect(results).toEqual([`${name2}, Dodge: spectacular!`, `${name2} moves (0, 0) to (0, 1).`]);
    expect(dice[0]).toBe(`${name2}, Dodge: 2+0 dice at 4+, rolled 5 5: successes 2, needed 1, spectacular!`);
  });

  it('says the score and the rush only when they change', () => {
    const after = structuredClone(s);
    after.score = [3, 0];
    expect(changeTexts(s, s, t)).toEqual([]);
    expect(changeTexts(s, after, t)).toEqual([`Score: ${s.teams[0].name} 3, ${s.teams[1].name} 0`]);
    const next = structuredClone(s);
    next.rush = s.rush + 1;
    expect(changeTexts(s, next, t)[0]).toMatch(new RegExp(`^Rush ${s.rush + 1} of 14: `));
  });

  it('says where a player is, which way he faces and whether he is threatened', () => {
    expect(lookText(s, cast, 2, t)).toBe(`${name2} at (0, 0) · centre line, facing east. Threatened by 1 opponent.`);
    // #2 faces #8 too: each threatens the other.
    expect(lookText(s, cast, 8, t)).toMatch(/facing west\. Threatened by 1 opponent\.$/);
  });

  it('says where the ball is, and the board by zone with the ball in its half', () => {
    expect(ballText(s, cast, t)).toBe('The ball: loose at (-3, 0)');
    const zones = boardByZone(s, cast, t);
    expect(zones.find((z) => z.zone === 'centre')!.items[0]).toContain(name2);
    expect(zones.find((z) => z.zone === 'home')!.items).toContain('The ball: loose at (-3, 0)');
    expect(boardLabel(s, cast, t)).toMatch(/^The pitch\. .*2 players on the pitch\.$/);
  });

  it('words the board in every language', () => {
    for (const lang of ['es', 'de', 'pl'] as const) {
      i18n.global.locale.value = lang;
      try {
        expect(boardLabel(s, cast, t)).not.toContain('match.announce');
        expect(lookText(s, cast, 2, t)).not.toContain('match.');
      } finally {
        i18n.global.locale.value = 'en';
      }
    }
    expect(hexId(0, 0)).toBe(s.players[2]!.hex);
  });
});
