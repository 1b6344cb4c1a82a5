// Export of the game or dice log: the main process's save dialog writes the text (the answer says
// saved where, or cancelled); a build without that channel copies the text to the clipboard.
import type { Words } from '../../../shared/words';
import { errorWords } from '../../i18n/words';
import type { RushlineApi } from '../../../shared/ipc/client';

export type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'cancelled' } | { kind: 'copied' } | { kind: 'failed'; reason: Words };

export async function exportLog(log: 'game' | 'dice', text: string): Promise<ExportOutcome> {
  // Typed by the shared contract; absent in a build (or test page) without the channel.
  const matches = (globalThis as { rushline?: Partial<RushlineApi> }).rushline?.matches as Partial<RushlineApi['matches']> | undefined;
  const channel = matches?.exportLog;
  try {
    if (!channel) {
      await navigator.clipboard.writeText(text);
      return { kind: 'copied' };
    }
    const res = await channel({ log, text });
    if (!res.ok) return { kind: 'failed', reason: res.error.words };
    return res.value.cancelled ? { kind: 'cancelled' } : { kind: 'saved', fileName: res.value.fileName };
  } catch (error) {
    return { kind: 'failed', reason: errorWords(error) };
  }
}
