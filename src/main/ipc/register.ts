// Wires the handler table into Electron's ipcMain, refusing calls from any
// frame that is not our own top-level renderer page.
import { words } from '../../shared/words';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { channels } from '../../shared/ipc/contract';
import { fail } from '../../shared/ipc/result';
import type { HandlerTable } from './handlers';

export type SenderCheck = (event: IpcMainInvokeEvent) => boolean;

/**
 * Trust only the main frame of a webContents showing one of `trustedUrls`
 * (the built index.html as file://, or the dev server origin in development).
 */
export function createSenderCheck(trustedUrls: readonly string[]): SenderCheck {
  const trusted = trustedUrls.map((raw) => new URL(raw));
  return (event) => {
    const frame = event.senderFrame;
    if (!frame || frame !== event.sender.mainFrame) return false;
    let url: URL;
    try {
      url = new URL(frame.url);
    } catch {
      return false;
    }
    return trusted.some((allowed) =>
      allowed.protocol === 'file:'
        ? url.protocol === 'file:' && url.pathname === allowed.pathname
        : url.origin === allowed.origin,
    );
  };
}

export function registerHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  table: HandlerTable,
  isTrustedSender: SenderCheck,
): void {
  for (const channel of channels) {
    ipcMain.handle(channel, (event, payload: unknown, ...extra: unknown[]) => {
      if (!isTrustedSender(event)) {
        return fail('forbidden-sender', words('problems.ipc.untrusted'));
      }
      // The client always sends exactly one argument; anything else is not ours.
      if (extra.length > 0) {
        return fail('invalid-payload', words('problems.ipc.oneArgument', { channel }));
      }
      return table[channel](payload);
    });
  }
}
