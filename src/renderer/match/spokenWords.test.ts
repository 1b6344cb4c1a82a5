// Results-only wordings of the Blood Bowl and Rülerball logs: a line with one is said without its
// dice; every results-only message stands for a full one and asks only for what the full one has.
import { describe, expect, it } from 'vitest';
import { flatten, parametersOf } from '../i18n/check';
import { messages } from '../i18n/messages';
import { resultsOnly } from './spokenWords';

const en = flatten(messages.en as never);
const has = (key: string): boolean => en.has(key);

describe('results-only log lines', () => {
  it('swaps a line that tells dice for its results-only words, and leaves the others', () => {
    expect(resultsOnly({ key: 'bloodbowl.log.testOk', params: { player: 'P', test: 'T', roll: 4, needed: 3 } }, has)).toEqual({
      key: 'bloodbowl.log.short.testOk',
      params: { player: 'P', test: 'T', roll: 4, needed: 3 },
    });
    expect(resultsOnly({ key: 'rulerball.log.shotGoal', params: { figure: 'F', total: 7, need: 4 } }, has).key).toBe('rulerball.log.short.shotGoal');
    expect(resultsOnly({ key: 'bloodbowl.log.touchdown' }, has).key).toBe('bloodbowl.log.touchdown');
    expect(resultsOnly({ key: 'bloodbowl.said.ballNone' }, has).key).toBe('bloodbowl.said.ballNone');
  });

  it('every results-only message stands for a full one, with no parameter the full one lacks, and drops its dice', () => {
    for (const [lang, tree] of Object.entries(messages)) {
      const flat = flatten(tree as never);
      const shorts = [...flat.keys()].filter((k) => /^(bloodbowl|rulerball)\.log\.short\./.test(k));
      expect(shorts.length, lang).toBeGreaterThanOrEqual(19);
      for (const k of shorts) {
        const full = flat.get(k.replace('.log.short.', '.log.'));
        expect(typeof full, `${lang} ${k}`).toBe('string');
        const fullParams = parametersOf(full as string);
        const shortParams = parametersOf(flat.get(k) as string);
        expect(shortParams.filter((p) => !fullParams.includes(p)), `${lang} ${k}`).toEqual([]);
        expect(shortParams.filter((p) => ['roll', 'needed', 'need', 'total', 'attack', 'defend', 'home', 'away'].includes(p)), `${lang} ${k}`).toEqual([]);
      }
    }
  });
});
