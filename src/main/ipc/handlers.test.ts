import { mkdtemp, readdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { english } from '../../../test/english';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { channels, contract, MAX_PAYLOAD_BYTES, type Channel } from '../../shared/ipc/contract';
import type { Result } from '../../shared/ipc/result';
import { createHandlerTable, dispatch, type HandlerDeps } from './handlers';

let dataDir: string;
let deps: HandlerDeps & {
  quit: Mock<() => void>;
  openInBrowser: Mock<(url: string) => Promise<void>>;
  logError: Mock<NonNullable<HandlerDeps['logError']>>;
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rushline-handlers-'));
  deps = {
    dataDir,
    appName: 'Rushline',
    version: '1.2.3',
    platform: 'linux',
    quit: vi.fn<() => void>(),
    openInBrowser: vi.fn(async (_url: string) => undefined),
    logError: vi.fn<NonNullable<HandlerDeps['logError']>>(),
  };
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

function expectError(result: Result<unknown>, code: string): void {
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe(code);
    // Words, worded by the renderer: in English a sentence, not a stack trace or a zod dump.
    const text = english(result.error.words);
    expect(text).toMatch(/^[A-Z"].*\.$/);
    expect(text).not.toMatch(/\n|at .*\(.*:\d+/);
  }
}

async function snapshot(dir: string): Promise<Record<string, string>> {
  const files = await readdir(dir);
  return Object.fromEntries(await Promise.all(files.map(async (f) => [f, await readFile(join(dir, f), 'utf8')])));
}

describe('handler table', () => {
  it('has a handler for every channel of the contract', () => {
    expect(Object.keys(createHandlerTable(deps)).sort()).toEqual([...channels].sort());
  });

  it('answers app:info', async () => {
    const table = createHandlerTable(deps);
    expect(await table['app:info'](undefined)).toEqual({
      ok: true,
      value: { name: 'Rushline', version: '1.2.3', platform: 'linux', dataDir },
    });
  });

  it('reads defaults, then stores a partial update atomically', async () => {
    const table = createHandlerTable(deps);
    expect(await table['settings:get'](undefined)).toEqual({
      ok: true,
      value: { language: 'en', animationSpeed: 'normal', sound: true, volume: 70, handover: 'rush-start', announce: 'dice' },
    });
    const [first, second] = await Promise.all([
      table['settings:set']({ animationSpeed: 'fast' }),
      table['settings:set']({ sound: false }),
    ]);
    expect(first?.ok && second?.ok).toBe(true);
    const stored = JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'));
    expect(stored).toEqual({ language: 'en', animationSpeed: 'fast', sound: false, volume: 70, handover: 'rush-start', announce: 'dice' });
    expect(await readdir(dataDir)).toEqual(['settings.json']);
  });

  it('a first start follows the system language when Rushline speaks it ("de-AT" is German), else English', async () => {
    expect(await createHandlerTable({ ...deps, systemLanguages: ['de-AT', 'en-GB'] })['settings:get'](undefined)).toMatchObject({ ok: true, value: { language: 'de' } });
    expect(await createHandlerTable({ ...deps, systemLanguages: ['ja-JP', 'pl'] })['settings:get'](undefined)).toMatchObject({ ok: true, value: { language: 'pl' } });
    expect(await createHandlerTable({ ...deps, systemLanguages: ['ja-JP'] })['settings:get'](undefined)).toMatchObject({ ok: true, value: { language: 'en' } });
    // Once chosen, the saved language wins over the system's.
    await createHandlerTable(deps)['settings:set']({ language: 'es' });
    expect(await createHandlerTable({ ...deps, systemLanguages: ['de'] })['settings:get'](undefined)).toMatchObject({ ok: true, value: { language: 'es' } });
  });

  it('quits and opens allow-listed links through its dependencies', async () => {
    const table = createHandlerTable(deps);
    expect(await table['app:quit'](undefined)).toEqual({ ok: true, value: null });
    expect(deps.quit).toHaveBeenCalledOnce();
    expect(await table['shell:openExternal']({ url: 'https://www.manticgames.com/' })).toEqual({ ok: true, value: null });
    expect(deps.openInBrowser).toHaveBeenCalledWith('https://www.manticgames.com/');
  });

  it('opens the parsed, normalised URL, never the raw string it was sent', async () => {
    const table = createHandlerTable(deps);
    expect(await table['shell:openExternal']({ url: ' HTTPS://WWW.ManticGames.com:443/a/../shop?x=<y>' })).toEqual({ ok: true, value: null });
    expect(deps.openInBrowser).toHaveBeenCalledWith('https://www.manticgames.com/shop?x=%3Cy%3E');
  });

  it('refuses links outside the allow-list', async () => {
    const table = createHandlerTable(deps);
    expectError(await table['shell:openExternal']({ url: 'https://evil.example/' }), 'forbidden-url');
    expectError(await table['shell:openExternal']({ url: 'file:///etc/passwd' }), 'forbidden-url');
    expect(deps.openInBrowser).not.toHaveBeenCalled();
  });

  it('reports unknown channels', async () => {
    const table = createHandlerTable(deps);
    expectError(await dispatch(table, 'fs:rm', {}), 'unknown-channel');
    expectError(await dispatch(table, 'constructor', {}), 'unknown-channel');
  });

  it.skipIf(process.getuid?.() === 0)('maps file-system failures to io-error', async () => {
    await chmod(dataDir, 0o500);
    const table = createHandlerTable(deps);
    expectError(await table['settings:set']({ sound: false }), 'io-error');
    await chmod(dataDir, 0o700);
  });

  it('maps a file-system failure to io-error (data dir is a file)', async () => {
    const file = join(dataDir, 'not-a-dir');
    await writeFile(file, 'x');
    const table = createHandlerTable({ ...deps, dataDir: file });
    expectError(await table['settings:set']({ sound: false }), 'io-error');
    expect(deps.logError).toHaveBeenCalled();
  });

  it('hides unexpected failures behind a generic internal error', async () => {
    const table = createHandlerTable({ ...deps, openInBrowser: async () => Promise.reject(new Error('secret detail')) });
    const result = await table['shell:openExternal']({ url: 'https://www.manticgames.com/' });
    expectError(result, 'internal');
    expect(JSON.stringify(result)).not.toContain('secret detail');
  });
});

describe('every channel rejects malformed and oversized payloads without side effects', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const oversized = { blob: 'x'.repeat(MAX_PAYLOAD_BYTES + 1) };

  // Malformed for any channel: the contract only uses strict objects or no payload at all.
  const common: [string, unknown, string][] = [
    ['a number', 42, 'invalid-payload'],
    ['a string', 'settings.json', 'invalid-payload'],
    ['null', null, 'invalid-payload'],
    ['an array', [], 'invalid-payload'],
    ['an unexpected key', { unexpected: true }, 'invalid-payload'],
    ['a prototype-pollution key', JSON.parse('{"__proto__":{"polluted":true}}'), 'invalid-payload'],
    ['a cyclic object', cyclic, 'invalid-payload'],
    ['a BigInt', 10n, 'invalid-payload'],
    ['an oversized object', oversized, 'payload-too-large'],
    ['an oversized string', 'y'.repeat(MAX_PAYLOAD_BYTES + 10), 'payload-too-large'],
  ];
  const specific: Partial<Record<Channel, [string, unknown, string][]>> = {
    'app:info': [['an empty object', {}, 'invalid-payload']],
    'app:quit': [['an empty object', {}, 'invalid-payload']],
    'settings:get': [['an empty object', {}, 'invalid-payload']],
    'settings:set': [
      ['no changes', {}, 'invalid-payload'],
      ['a wrong type', { language: 42 }, 'invalid-payload'],
      ['an unknown language', { language: 'klingon' }, 'invalid-payload'],
      ['an unknown speed', { animationSpeed: 'ludicrous' }, 'invalid-payload'],
      ['a string for a boolean', { sound: 'yes' }, 'invalid-payload'],
      ['a valid key plus junk', { sound: false, junk: 1 }, 'invalid-payload'],
      ['a valid key plus oversized junk', { sound: false, junk: 'z'.repeat(MAX_PAYLOAD_BYTES) }, 'payload-too-large'],
    ],
    'shell:openExternal': [
      ['no url', {}, 'invalid-payload'],
      ['a numeric url', { url: 42 }, 'invalid-payload'],
      ['a huge url', { url: `https://www.manticgames.com/${'a'.repeat(3000)}` }, 'invalid-payload'],
      ['an allowed url plus junk', { url: 'https://www.manticgames.com/', target: '_self' }, 'invalid-payload'],
    ],
  };

  const cases = channels.flatMap((channel) =>
    [...common, ...(specific[channel] ?? [])].map(([label, payload, code]) => ({ channel, label, payload, code })),
  );

  it('covers every channel', () => {
    expect(new Set(cases.map((c) => c.channel))).toEqual(new Set(channels));
  });

  it.each(cases)('$channel rejects $label with $code', async ({ channel, payload, code }) => {
    const seeded = { language: 'en', animationSpeed: 'fast', sound: false };
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify(seeded));
    const before = await snapshot(dataDir);
    const table = createHandlerTable(deps);

    expectError(await table[channel](payload), code);

    expect(await snapshot(dataDir)).toEqual(before);
    expect(deps.quit).not.toHaveBeenCalled();
    expect(deps.openInBrowser).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The request schema itself agrees, so the test is not passing by accident.
    if (code === 'invalid-payload') expect(contract[channel].request.safeParse(payload).success).toBe(false);
  });
});
