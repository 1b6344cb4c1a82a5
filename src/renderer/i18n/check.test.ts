import { describe, expect, it } from 'vitest';
import { checkLocales, parametersOf } from './check';
import { messages } from './messages';

describe('i18n:check', () => {
  it('passes on the shipped locales', () => {
    expect(checkLocales('en', messages)).toEqual([]);
  });

  it('names a missing and an extra key', () => {
    const problems = checkLocales('en', { en: { a: 'A', b: { c: 'C' } }, de: { a: 'A', b: { d: 'D' } } });
    expect(problems).toContain('de: b.c is missing.');
    expect(problems).toContain('de: b.d is extra (English has no such message).');
  });

  it('names a message whose parameters differ', () => {
    expect(checkLocales('en', { en: { a: '{player} moves to {hex}.' }, es: { a: '{jugador} va a {hex}.' } })).toEqual([
      'es: a has parameters {hex, jugador} but English has {hex, player}.',
    ]);
  });

  it('names a plural message that lacks a form its language needs', () => {
    const en = { n: '{n} hex | {n} hexes' };
    expect(checkLocales('en', { en, pl: { n: '{n} pole | {n} pól' } })).toEqual([
      'pl: n has 2 plural forms; pl needs 3 (one | few | many), or 4 with a zero form first.',
    ]);
    expect(checkLocales('en', { en, pl: { n: '{n} pole | {n} pola | {n} pól' } })).toEqual([]);
    // A zero form is all or nothing across locales.
    expect(checkLocales('en', { en: { n: 'none | {n} hex | {n} hexes' }, pl: { n: '{n} pole | {n} pola | {n} pól' } })).toEqual([
      'n: some locales start with a zero form and others do not.',
    ]);
  });

  it('refuses empty texts and linked messages', () => {
    expect(checkLocales('en', { en: { a: 'A', b: 'B' }, de: { a: ' ', b: '@:a' } })).toEqual([
      'de: a is empty.',
      'de: b uses @ (vue-i18n linked-message syntax); write the words out.',
    ]);
  });

  it('reads parameters from every form', () => {
    expect(parametersOf('none | {n} of {max}')).toEqual(['max', 'n']);
  });
});
