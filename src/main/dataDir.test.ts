import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from './dataDir';

describe('resolveDataDir', () => {
  it("uses Electron's userData by default", () => {
    expect(resolveDataDir({}, '/home/a/.config/Rushline')).toBe('/home/a/.config/Rushline');
    expect(resolveDataDir({ RUSHLINE_DATA_DIR: '  ' }, '/u')).toBe('/u');
  });

  it('honours RUSHLINE_DATA_DIR, made absolute', () => {
    expect(resolveDataDir({ RUSHLINE_DATA_DIR: '/tmp/r' }, '/u')).toBe('/tmp/r');
    expect(resolveDataDir({ RUSHLINE_DATA_DIR: 'saves' }, '/u')).toBe(resolve('saves'));
  });
});
