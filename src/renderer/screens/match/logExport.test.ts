// What the log's Export button reports: the real outcome of the save dialog, never a guess.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportLog } from './logExport';

afterEach(() => vi.unstubAllGlobals());

const withChannel = (answer: unknown) => {
  const exportLogChannel = vi.fn(async () => answer);
  vi.stubGlobal('rushline', { matches: { exportLog: exportLogChannel } });
  return exportLogChannel;
};

describe('exportLog', () => {
  it('sends the text to the save dialog and reports the file name', async () => {
    const channel = withChannel({ ok: true, value: { cancelled: false, fileName: 'final.txt' } });
    expect(await exportLog('dice', 'a\n')).toEqual({ kind: 'saved', fileName: 'final.txt' });
    expect(channel).toHaveBeenCalledWith({ log: 'dice', text: 'a\n' });
  });

  it('reports a cancelled dialog and a failure with its reason', async () => {
    withChannel({ ok: true, value: { cancelled: true } });
    expect(await exportLog('game', 'a')).toEqual({ kind: 'cancelled' });
    withChannel({ ok: false, error: { code: 'io-error', words: { key: 'problems.io.failed' } } });
    expect(await exportLog('game', 'a')).toEqual({ kind: 'failed', reason: { key: 'problems.io.failed' } });
  });

  it('copies to the clipboard where the channel is missing, and says when that fails', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('rushline', {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await exportLog('game', 'a')).toEqual({ kind: 'copied' });
    expect(writeText).toHaveBeenCalledWith('a');
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new Error('Not allowed.')) } });
    expect(await exportLog('game', 'a')).toEqual({ kind: 'failed', reason: { key: 'problems.app.unexpected', params: { detail: 'Not allowed.' } } });
  });
});
