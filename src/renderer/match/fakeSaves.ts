// For the store tests: the `matches:*` channels over a Map (saves counted), stubbed on the global
// window as the preload would put them; vi.unstubAllGlobals() takes them away again.
import { vi } from 'vitest';

export interface Saved {
  id: string;
  game: string;
  setup: unknown;
  decisions: unknown[];
  controllers: unknown;
}

export function fakeSaves(): { files: Map<string, Saved>; saves: number } {
  const box = { files: new Map<string, Saved>(), saves: 0 };
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('rushline', {
    matches: {
      save: async (r: Omit<Saved, 'id'> & { id?: string }) => {
        box.saves++;
        const id = r.id ?? `m${box.files.size + 1}`;
        box.files.set(id, { ...r, id });
        return { ok: true, value: { id, name: 'x', savedAt: '2026-01-01' } };
      },
      load: async ({ id }: { id: string }) => {
        const f = box.files.get(id);
        return f ? { ok: true, value: { match: f, check: { status: 'ok' } } } : { ok: false, error: { code: 'not-found', words: { key: 'x' } } };
      },
      latest: async () => ({ ok: true, value: null }),
      list: async () => ({ ok: true, value: [] }),
    },
  });
  return box;
}
