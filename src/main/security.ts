// Process-wide hardening that applies to every webContents, following
// https://www.electronjs.org/docs/latest/tutorial/security
import { app, session, shell, type WebContents } from 'electron';
import { isAllowedExternalUrl } from '../shared/links';

export function hardenApp(): void {
  app.on('web-contents-created', (_event, contents) => hardenContents(contents));
}

export function hardenSession(): void {
  // Rushline needs no camera, notifications, geolocation, etc.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

function hardenContents(contents: WebContents): void {
  // New windows: never inside the app; allow-listed links go to the system browser.
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  // The app is a single page; any navigation away from it is refused.
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
