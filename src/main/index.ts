import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain } from 'electron';
import { resolveDataDir } from './dataDir';
import { createHandlerTable } from './ipc/handlers';
import { createSenderCheck, registerHandlers } from './ipc/register';
import { hardenApp, hardenSession, openInBrowser } from './security';
import { electronSaveDialogs } from './storage/electronDialogs';

const rendererHtml = join(import.meta.dirname, '../renderer/index.html');
const preloadScript = join(import.meta.dirname, '../preload/index.cjs');
const iconPath = join(app.getAppPath(), 'resources/icon.png');
// electron-vite sets this only for `electron-vite dev`; a packaged app never trusts it.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;

app.enableSandbox();
hardenApp();

const dataDir = resolveDataDir(process.env, app.getPath('userData'));
// Keep Chromium's own caches next to our data, so a test data dir is self-contained.
app.setPath('userData', dataDir);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(start);
}

function start(): void {
  hardenSession();
  const table = createHandlerTable({
    dataDir,
    appName: app.getName(),
    version: app.getVersion(),
    platform: process.platform,
    systemLanguages: app.getPreferredSystemLanguages(),
    quit: () => app.quit(),
    openInBrowser,
    saveDialogs: electronSaveDialogs(dialog, () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0] ?? null, app.getPath('documents')),
  });
  const trusted = [pathToFileURL(rendererHtml).href, ...(devServerUrl ? [devServerUrl] : [])];
  registerHandlers(ipcMain, table, createSenderCheck(trusted));
  createWindow();
}

function createWindow(): void {
  const window = new BrowserWindow({
    title: 'Rushline',
    icon: iconPath,
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: '#07090d',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadScript,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      // Middle-click must not open links in new windows.
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      devTools: !app.isPackaged,
    },
  });
  window.once('ready-to-show', () => window.show());
  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(rendererHtml);
}
