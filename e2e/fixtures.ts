// The e2e harness: real renderer build + real main-process handler table over
// a fresh temp data dir, joined by a Playwright binding in place of Electron IPC.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { createHandlerTable, dispatch } from '../src/main/ipc/handlers';
import { fail } from '../src/shared/ipc/result';
import { BINDING, bridgeScript } from './harness/bridge';
import { serveRenderer, type StaticServer } from './harness/server';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

export interface Harness {
  page: Page;
  dataDir: string;
  /** What the fake OS side effects received. */
  effects: { quits: number; opened: string[] };
  /** The fake export/import dialogs answer these fixed paths (null = the user cancelled). */
  dialogs: { exportPath: string | null; importPath: string | null };
  /** console.error lines and uncaught page errors seen so far. */
  consoleErrors: string[];
  open(): Promise<void>;
}

export const test = base.extend<{ app: Harness; systemLanguages: string[] }, { server: StaticServer }>({
  /** What the fake OS reports as its preferred languages (a first start follows them). */
  systemLanguages: [[], { option: true }],

  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await serveRenderer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],

  app: async ({ page, server, systemLanguages }, use) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rushline-e2e-'));
    const effects = { quits: 0, opened: [] as string[] };
    const dialogs = { exportPath: join(dataDir, 'exported.rushline-match.json') as string | null, importPath: null as string | null };
    const table = createHandlerTable({
      dataDir,
      appName: 'Rushline',
      version,
      platform: process.platform,
      systemLanguages,
      quit: () => void effects.quits++,
      openInBrowser: async (url) => void effects.opened.push(url),
      logError: () => undefined,
      saveDialogs: { chooseExportPath: async () => dialogs.exportPath, chooseImportPath: async () => dialogs.importPath },
    });
    await page.exposeBinding(BINDING, ({ frame, page: source }, channel: unknown, payload: unknown) => {
      // Same rule as register.ts: only our own top-level page may call.
      if (frame !== source.mainFrame() || new URL(frame.url()).origin !== server.origin) {
        return fail('forbidden-sender', { key: 'problems.ipc.untrusted' });
      }
      return dispatch(table, channel, payload);
    });
    await page.addInitScript({ content: bridgeScript() });

    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));

    await use({
      page,
      dataDir,
      effects,
      dialogs,
      consoleErrors,
      open: async () => {
        await page.goto(`${server.origin}/`);
        await expect(page.getByRole('heading', { name: 'Rushline', level: 1 })).toBeVisible();
      },
    });
    // The page may still be autosaving (a match screen saves on opening): retry while files appear.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  },
});

export { expect };

/**
 * Where a screenshot goes: the committed docs/screenshots/ folder when refreshing them
 * (`RUSHLINE_UPDATE_SCREENSHOTS=1`), else the test's own output folder, so an ordinary test run
 * never rewrites tracked files.
 */
export function shotPath(name: string): string {
  return process.env.RUSHLINE_UPDATE_SCREENSHOTS === '1' ? join('docs', 'screenshots', name) : test.info().outputPath(name);
}
