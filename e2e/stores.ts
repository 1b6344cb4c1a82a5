// The app's Pinia stores from a test, for what the screen cannot reach quickly (a finished match
// restored, an error that only a failing disk would cause). Values cross as JSON.
import type { Page } from '@playwright/test';

/** The named fields of store `id`, as plain JSON. */
export function readStore(page: Page, id: string, fields: readonly string[]): Promise<Record<string, unknown>> {
  return page.evaluate(
    ({ id, fields }) => {
      const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
      const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
      const store = pinia?._s.get(id);
      if (!store) throw new Error(`no store ${id}`);
      return Object.fromEntries(fields.map((f) => [f, JSON.parse(JSON.stringify(store[f] ?? null)) as unknown]));
    },
    { id, fields },
  );
}

/** Calls action `action` of store `id` with `args` (JSON values). */
export async function callStore(page: Page, id: string, action: string, ...args: unknown[]): Promise<void> {
  await page.evaluate(
    ({ id, action, args }) => {
      const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
      const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
      const fn = pinia?._s.get(id)?.[action];
      if (typeof fn !== 'function') throw new Error(`no action ${action} in store ${id}`);
      (fn as (...a: unknown[]) => unknown)(...args);
    },
    { id, action, args },
  );
}
