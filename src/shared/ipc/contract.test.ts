import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings';
import { channels, contract, isChannel, MAX_PAYLOAD_BYTES, settingsPatchSchema, settingsSchema } from './contract';
import { errorCodes, fail, isErrorCode, ok } from './result';

describe('IPC contract', () => {
  it('names every channel domain:verb in lower camel case', () => {
    expect(channels.length).toBeGreaterThan(0);
    for (const channel of channels) expect(channel).toMatch(/^[a-z]+:[a-z][a-zA-Z]*$/);
  });

  it('has a request and a response schema for every channel', () => {
    for (const channel of channels) {
      expect(typeof contract[channel].request.safeParse).toBe('function');
      expect(typeof contract[channel].response.safeParse).toBe('function');
    }
  });

  it('recognises only its own channels', () => {
    expect(isChannel('settings:get')).toBe(true);
    expect(isChannel('toString')).toBe(false);
    expect(isChannel('__proto__')).toBe(false);
    expect(isChannel(42)).toBe(false);
  });

  it('caps payloads at a size that still fits a save file', () => {
    expect(MAX_PAYLOAD_BYTES).toBe(1024 * 1024);
  });

  it('accepts the default settings and rejects unknown keys', () => {
    expect(settingsSchema.parse(defaultSettings)).toEqual(defaultSettings);
    expect(settingsSchema.safeParse({ ...defaultSettings, loudness: 3 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...defaultSettings, volume: 101 }).success).toBe(false);
  });

  it('treats settings:set as a non-empty partial update', () => {
    expect(settingsPatchSchema.safeParse({ sound: false }).success).toBe(true);
    expect(settingsPatchSchema.safeParse({}).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ animationSpeed: 'ludicrous' }).success).toBe(false);
  });
});

describe('result envelope', () => {
  it('builds ok and error results', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(fail('not-found', { key: 'problems.noSuchId' })).toEqual({ ok: false, error: { code: 'not-found', words: { key: 'problems.noSuchId' } } });
  });

  it('knows its error codes', () => {
    for (const code of errorCodes) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('oops')).toBe(false);
  });
});
