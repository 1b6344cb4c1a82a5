import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { renderLine, type LogLine, type Translate } from './logLines';

const t: Translate = (key, params = {}, plural) => (plural === undefined ? i18n.global.t(key, params) : i18n.global.t(key, params, plural));
const line = (key: string, params: LogLine['params'], count: number): Pick<LogLine, 'key' | 'params' | 'count'> => ({ key, params, count });

describe('Polish plural forms in the game log', () => {
  afterEach(() => {
    i18n.global.locale.value = 'en';
  });

  it('a move of 1, 2, 5, 12, 22 and 25 hexes: pole, pola, pól, pól, pola, pól', () => {
    i18n.global.locale.value = 'pl';
    const moved = (n: number) => renderLine(line('moved', { player: '#3 Osei (TRO)', from: '(0, 0)', to: '(1, 0)', n }, n), t);
    expect([1, 2, 5, 12, 22, 25].map((n) => moved(n).match(/\((\d+) (\S+)\)\.$/)?.slice(1).join(' '))).toEqual([
      '1 pole',
      '2 pola',
      '5 pól',
      '12 pól',
      '22 pola',
      '25 pól',
    ]);
  });

  it('action tokens left: żeton, żetony, żetonów', () => {
    i18n.global.locale.value = 'pl';
    const action = (tokens: number) => renderLine(line('action', { player: '#3 Osei (TRO)', action: { key: 'match.action.run' }, tokens }, tokens), t);
    expect(action(1)).toBe('#3 Osei (TRO): Bieg (zostaje 1 żeton).');
    expect(action(2)).toBe('#3 Osei (TRO): Bieg (zostają 2 żetony).');
    expect(action(5)).toBe('#3 Osei (TRO): Bieg (zostaje 5 żetonów).');
    expect(action(22)).toMatch(/22 żetony/);
    expect(action(12)).toMatch(/12 żetonów/);
  });

  it('English keeps two forms for the same lines', () => {
    const moved = (n: number) => renderLine(line('moved', { player: 'P', from: 'a', to: 'b', n }, n), t);
    expect(moved(1)).toBe('P moves a to b (1 hex).');
    expect(moved(22)).toBe('P moves a to b (22 hexes).');
  });
});
