import { describe, expect, it, vi } from 'vitest';
import { createRushlineApi, type Invoke } from './client';
import { channels } from './contract';
import { ok } from './result';

describe('createRushlineApi', () => {
  it('exposes exactly one method per contract channel', () => {
    const api = createRushlineApi(vi.fn());
    const methods = Object.entries(api).flatMap(([domain, group]) =>
      Object.keys(group as object).map((verb) => `${domain}:${verb}`),
    );
    expect(methods.sort()).toEqual([...channels].sort());
  });

  it('forwards the channel and the single payload to invoke', async () => {
    const invoke = vi.fn<Invoke>().mockResolvedValue(ok(null));
    const api = createRushlineApi(invoke);
    await api.settings.set({ sound: false });
    await api.app.info();
    expect(invoke).toHaveBeenNthCalledWith(1, 'settings:set', { sound: false });
    expect(invoke).toHaveBeenNthCalledWith(2, 'app:info', undefined);
  });

  it('returns whatever envelope invoke resolves to, errors included', async () => {
    const error = { ok: false as const, error: { code: 'invalid-payload' as const, words: { key: 'problems.ipc.invalid' } } };
    const api = createRushlineApi(async () => error);
    await expect(api.settings.get()).resolves.toBe(error);
  });

  it('is frozen so page scripts cannot swap methods', () => {
    const api = createRushlineApi(vi.fn());
    expect(Object.isFrozen(api)).toBe(true);
    for (const group of Object.values(api)) expect(Object.isFrozen(group)).toBe(true);
  });
});
