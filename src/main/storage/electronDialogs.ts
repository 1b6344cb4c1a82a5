// SaveDialogs over Electron's native file dialogs, for src/main/index.ts to pass to
// createHandlerTable (as `saveDialogs`). Types only from electron: no Electron import at runtime
// here, so the storage code stays testable under plain Node.
import type { BrowserWindow, Dialog } from 'electron';
import { isAbsolute, join } from 'node:path';
import type { SaveDialogs, SaveKind } from './handlers';

const fileNames: Record<Exclude<SaveKind, 'log'>, string> = { match: 'Rushline match', team: 'Rushline team', league: 'Rushline league' };
const filters = (kind: SaveKind) => (kind === 'log' ? [{ name: 'Text', extensions: ['txt'] }] : [{ name: fileNames[kind], extensions: ['json'] }]);
const exportTitles: Record<SaveKind, string> = { match: 'Export match', team: 'Export team', league: 'Export league', log: 'Export log' };
const importTitles: Record<SaveKind, string> = { match: 'Import match', team: 'Import team', league: 'Import league', log: 'Import log' };

export function electronSaveDialogs(dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog'>, window: () => BrowserWindow | null, documentsDir: string): SaveDialogs {
  return {
    async chooseExportPath(kind, suggestedFileName) {
      // Linux dialogs replace an existing file silently unless asked to confirm (the others always ask).
      const options = {
        title: exportTitles[kind],
        defaultPath: join(documentsDir, suggestedFileName),
        filters: filters(kind),
        properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const],
      };
      const owner = window();
      const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath || !isAbsolute(result.filePath) ? null : result.filePath;
    },
    async chooseImportPath(kind) {
      const options = {
        title: importTitles[kind],
        defaultPath: documentsDir,
        filters: filters(kind),
        properties: ['openFile' as const],
      };
      const owner = window();
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      const path = result.filePaths[0];
      return result.canceled || !path || !isAbsolute(path) ? null : path;
    },
  };
}
