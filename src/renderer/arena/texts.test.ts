import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { arenaTexts, moveOddsLabel, pitchLabels } from './texts';

const t = (key: string, params: Record<string, unknown> = {}, plural?: number): string => {
  // A missing key comes back as the key itself: fail on it rather than draw "arena.dice.x".
  if (!i18n.global.te(key)) throw new Error(`missing message ${key}`);
  return plural === undefined ? i18n.global.t(key, params) : i18n.global.t(key, params, plural);
};

describe('the arena texts come from the locale', () => {
  const texts = arenaTexts(t);
  it('words the dice tray and the Strike', () => {
    expect(texts.successes(1, 4)).toBe('1 success (4+)');
    expect(texts.successes(3, 5)).toBe('3 successes (5+)');
    expect(texts.strike(3)).toBe('STRIKE! +3');
    expect(texts.rollOff('Trontek 29ers')).toBe('Roll-off: Trontek 29ers wins');
    expect(texts.rollOff(null)).toBe('Roll-off: a tie, roll again');
    expect(texts.launch(4, null)).toBe('Launch roll: 4');
    expect(texts.launch(6, 2)).toBe('Launch roll: 6, off the far wall');
    expect(texts.scatter(1, 3)).toBe('Scatter: south-east, distance 3');
    expect(texts.die).toEqual({ launch: 'launch', wall: 'wall', direction: 'direction', distance: 'distance' });
  });
  it('labels a reachable hex with the chance alone, the rolls worded on a second line', () => {
    expect(moveOddsLabel(t, 1, '94%')).toBe('94%\n1 roll');
    expect(moveOddsLabel(t, 2, '61%')).toBe('61%\n2 rolls');
    // Never the old "1·94%", which reads as 1.94%.
    expect(moveOddsLabel(t, 1, '94%')).not.toMatch(/\d\s*[·.]\s*\d/);
    expect(moveOddsLabel(t, 1, '94%').split('\n')[0]).toBe('94%');
  });
  it('labels the pitch', () => {
    expect(pitchLabels(t)).toEqual({ bench: 'BENCH', cageTitle: 'CAGE', rush: 'RUSH', score: 'LEAD', home: 'HOME', away: 'AWAY' });
  });
});
