// "X wins" followed by the home–away score made an away winner read as the loser ("Ironside
// Bruisers wins 1–2"). Every game's result line, in all four languages, gives the winner's score first.
import { afterEach, describe, expect, it } from 'vitest';
import { createMatch as createDreadBall } from '../../shared/games/dreadball/engine';
import { STOCK_TEAMS as DB_TEAMS } from '../../shared/games/dreadball/teams';
import { createMatch as createBloodBowl } from '../../shared/games/bloodbowl/engine';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import { rulerball } from '../../shared/games/rulerball';
import { STOCK_TEAMS as RB_TEAMS } from '../../shared/games/rulerball/teams/stock';
import { rosterOfTeam } from '../../shared/games/rulerball/teams/teamFile';
import { languages } from '../../shared/settings';
import { wordsText } from '../../shared/words';
import { i18n } from '../i18n';
import { eventWords as bloodBowlWords } from './bloodbowlWords';
import { linesFromEvents, renderLine, type Translate } from './logLines';
import { castOf } from './names';
import { winnerFirst } from './resultScore';
import { eventWords as rulerballWords } from './rulerballWords';

const t: Translate = (key, params = {}, plural) => (plural === undefined ? i18n.global.t(key, params) : i18n.global.t(key, params, plural));

/** The two numbers of the score in a line, in the order it says them. */
const numbers = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number).slice(-2);

describe('the winner\'s score first', () => {
  afterEach(() => {
    i18n.global.locale.value = 'en';
  });

  it('winnerFirst: an away winner\'s points first; home and draws as they are', () => {
    expect(winnerFirst([1, 2], 1)).toEqual({ won: 2, lost: 1 });
    expect(winnerFirst([3, 0], 0)).toEqual({ won: 3, lost: 0 });
    expect(winnerFirst([1, 1], null)).toEqual({ won: 1, lost: 1 });
  });

  it('DreadBall\'s log: an away win by 3 to 0 reads 3 to 0, in every language', () => {
    const cast = castOf(createDreadBall({ teams: [DB_TEAMS[0]!, DB_TEAMS[1]!], seed: 1 }));
    const [line] = linesFromEvents([{ type: 'match-end', winner: 'B', reason: 'sudden-death-strike', score: [0, 3] }], cast, 0, 0);
    expect(renderLine(line!, t)).toBe(`Match over: ${cast.teams[1].name} wins (sudden death Strike), 3 to 0.`);
    for (const language of languages) {
      i18n.global.locale.value = language;
      expect(numbers(renderLine(line!, t)), language).toEqual([3, 0]);
    }
    // A draw stays home first (the same numbers either way).
    const [draw] = linesFromEvents([{ type: 'match-end', winner: null, reason: 'final-whistle', score: [2, 2] }], cast, 0, 0);
    i18n.global.locale.value = 'en';
    expect(renderLine(draw!, t)).toMatch(/a draw .*2 to 2\.$/);
  });

  it('Blood Bowl\'s log: an away win 1–2 reads "… wins, 2 – 1", in every language', () => {
    const s = createBloodBowl({ teams: [STOCK_ROSTERS.human, STOCK_ROSTERS.orc], seed: 1 });
    const won = bloodBowlWords(s, { type: 'match-end', winner: 1, score: [1, 2] })!;
    expect(wordsText(won, t)).toBe(`${s.teams[1].name} wins, 2 – 1.`);
    for (const language of languages) {
      i18n.global.locale.value = language;
      expect(numbers(wordsText(won, t)), language).toEqual([2, 1]);
    }
  });

  it('Rülerball\'s log: an away win 1–2 reads "… wins 2–1", in every language', () => {
    const s = rulerball.createMatch({ teams: [rosterOfTeam('stock-0', RB_TEAMS[0]!), rosterOfTeam('stock-1', RB_TEAMS[1]!)], seed: 1 });
    const won = rulerballWords(s, { type: 'match-end', winner: 'away', score: [1, 2] })!;
    expect(wordsText(won, t)).toBe(`${s.teams[1].name} wins 2–1`);
    for (const language of languages) {
      i18n.global.locale.value = language;
      expect(numbers(wordsText(won, t)), language).toEqual([2, 1]);
    }
    i18n.global.locale.value = 'de';
    expect(wordsText(won, t)).toBe(`${s.teams[1].name} gewinnt 2–1`);
  });
});
