import type { IpcMainInvokeEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { channels } from '../../shared/ipc/contract';
import { ok } from '../../shared/ipc/result';
import type { HandlerTable } from './handlers';
import { createSenderCheck, registerHandlers } from './register';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

const appHtml = 'file:///opt/rushline/out/renderer/index.html';

function fakeEvent(url: string, { subframe = false } = {}): IpcMainInvokeEvent {
  const mainFrame = { url };
  const senderFrame = subframe ? { url } : mainFrame;
  return { senderFrame, sender: { mainFrame } } as unknown as IpcMainInvokeEvent;
}

function setup(trusted = [appHtml]) {
  const listeners = new Map<string, Listener>();
  const ipcMain = { handle: vi.fn((channel: string, listener: Listener) => void listeners.set(channel, listener)) };
  const table = Object.fromEntries(channels.map((c) => [c, vi.fn(async () => ok(c))])) as unknown as HandlerTable;
  registerHandlers(ipcMain, table, createSenderCheck(trusted));
  return { listeners, table, ipcMain };
}

describe('registerHandlers', () => {
  it('registers exactly the contract channels', () => {
    const { ipcMain } = setup();
    expect(ipcMain.handle.mock.calls.map(([channel]) => channel).sort()).toEqual([...channels].sort());
  });

  it('passes calls from the app page to the handler', async () => {
    const { listeners, table } = setup();
    const result = await listeners.get('settings:set')!(fakeEvent(appHtml), { sound: false });
    expect(result).toEqual(ok('settings:set'));
    expect(table['settings:set']).toHaveBeenCalledWith({ sound: false });
  });

  it.each([
    ['another file', 'file:///tmp/evil.html'],
    ['a web page', 'https://evil.example/'],
    ['a lookalike path', 'file:///opt/rushline/out/renderer/index.html.evil'],
    ['an empty url', ''],
    ['about:blank', 'about:blank'],
  ])('refuses %s on every channel without calling the handler', async (_label, url) => {
    const { listeners, table } = setup();
    for (const channel of channels) {
      const result = await listeners.get(channel)!(fakeEvent(url), undefined);
      expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
      expect(table[channel]).not.toHaveBeenCalled();
    }
  });

  it('refuses subframes even when they show the app page', async () => {
    const { listeners, table } = setup();
    const result = await listeners.get('app:quit')!(fakeEvent(appHtml, { subframe: true }), undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(table['app:quit']).not.toHaveBeenCalled();
  });

  it('refuses a destroyed frame', async () => {
    const { listeners } = setup();
    const event = { senderFrame: null, sender: { mainFrame: null } } as unknown as IpcMainInvokeEvent;
    expect(await listeners.get('app:info')!(event, undefined)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('trusts the dev server by origin only', async () => {
    const { listeners, table } = setup([appHtml, 'http://localhost:5173']);
    expect(await listeners.get('app:info')!(fakeEvent('http://localhost:5173/index.html'), undefined)).toEqual(ok('app:info'));
    expect(await listeners.get('app:info')!(fakeEvent('http://localhost:5174/'), undefined)).toMatchObject({ ok: false });
    expect(table['app:info']).toHaveBeenCalledOnce();
  });

  it('rejects extra arguments instead of ignoring them', async () => {
    const { listeners, table } = setup();
    const result = await listeners.get('settings:set')!(fakeEvent(appHtml), { sound: false }, 'extra');
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(table['settings:set']).not.toHaveBeenCalled();
  });
});
