import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { wordsText } from '../../../shared/words';
import { messages } from '../../i18n/messages';
import { kitWords, kitsAlikeWords } from './teamColours';

const i18n = createI18n({ legacy: false, locale: 'en', messages });
const text = (w: ReturnType<typeof kitsAlikeWords>) => (w ? wordsText(w, i18n.global.t) : '');

describe('New match kit warning', () => {
  it('blue/white against white/blue names the first kit in words', () => {
    expect(text(kitsAlikeWords({ primary: '#1f6feb', secondary: '#f2f2f2' }, { primary: '#f2f2f2', secondary: '#1f6feb' }))).toBe(
      'Both kits are blue and white: pick another colour for one team.',
    );
  });

  it('red/black against blue/white says nothing', () => {
    expect(kitsAlikeWords({ primary: '#d62828', secondary: '#111111' }, { primary: '#1f6feb', secondary: '#f2f2f2' })).toBeUndefined();
  });

  it('two kits of one colour each say it once', () => {
    expect(text(kitsAlikeWords({ primary: '#1f6feb', secondary: '#1a5fd0' }, { primary: '#1d66e0', secondary: '#1f6feb' }))).toBe(
      'Both kits are mostly blue: pick another colour for one team.',
    );
  });
});

describe('New match kit line', () => {
  const say = (locale: 'en' | 'de' | 'es' | 'pl', kit: { primary: string; secondary: string }) => wordsText(kitWords(kit), (key: string, named?: Record<string, unknown>) => i18n.global.t(key, named ?? {}, { locale }));

  it('names the colours, not their codes, in each language', () => {
    const kit = { primary: '#e66100', secondary: '#fefefe' };
    expect(say('en', kit)).toBe('Colours: orange and white');
    expect(say('de', kit)).toBe('Trikotfarben: orange und weiß');
    expect(say('es', kit)).toBe('Camisetas naranjas y blancas');
    expect(say('pl', kit)).toBe('Stroje pomarańczowe i białe');
  });

  it('two shades of one colour are said once', () => {
    expect(say('en', { primary: '#1f6feb', secondary: '#1a5fd0' })).toBe('Colours: mostly blue');
  });
});
