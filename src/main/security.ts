// Process-wide hardening that applies to every webContents, following
// https://www.electronjs.org/docs/latest/tutorial/security
import { app, session, shell, type WebContents } from 'electron';
import { isAllowedExternalUrl, trustedExternalUrl } from '../shared/links';

export function hardenApp(): void {
  app.on('web-contents-created', (_event, contents) => hardenContents(contents));
}

export function hardenSession(): void {
  // Rushline needs no camera, notifications, geolocation, etc.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

/**
 * The one place Rushline hands a URL to the operating system. Callers check the
 * allow-list too; checking again here keeps this safe on its own.
 */
export async function openInBrowser(url: string): Promise<void> {
  const trusted = trustedExternalUrl(url);
  if (trusted === null) throw new Error('Refusing to open a link that is not on the allow-list.');
  await shell.openExternal(trusted);
}

function hardenContents(contents: WebContents): void {
  // New windows: never inside the app; allow-listed links go to the system browser.
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) void openInBrowser(url);
    return { action: 'deny' };
  });
  // The app is a single page; any navigation away from it is refused.
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
