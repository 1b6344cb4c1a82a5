// For the Blood Bowl and Rülerball team store tests: the `teams:*` channels over a Map, keeping files
// the way the main process would, stubbed on the global window as the preload would put them (with a
// fresh Pinia); vi.unstubAllGlobals() takes them away again.
import { createPinia, setActivePinia } from 'pinia';
import { vi } from 'vitest';

/** A channel's successful answer. */
export const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });

/** `members`: the file's list the team list counts (Blood Bowl's players, Rülerball's figures). */
function fakeTeams(savedAt: string, members: 'players' | 'figures') {
  const files = new Map<string, Record<string, unknown>>();
  let next = 1;
  return {
    files,
    list: vi.fn(() =>
      ok(
        [...files.values()].map((f) => ({
          status: 'ok',
          id: f.id,
          game: f.game,
          name: f.name,
          shortName: f.shortName,
          colours: f.colours,
          emblem: 'shield',
          homebrew: false,
          playerCount: (f[members] as unknown[]).length,
          savedAt,
        })),
      ),
    ),
    load: vi.fn((p: { id: string }) => ok(files.get(p.id))),
    save: vi.fn((p: { id?: string; team: Record<string, unknown> }) => {
      const id = p.id ?? `00000000-0000-4000-8000-00000000000${next++}`;
      const file = { format: 'rushline-team', schemaVersion: 2, savedAt, appVersion: '0.1.0', id, ...p.team };
      files.set(id, file);
      return ok(file);
    }),
  };
}

export type FakeTeams = ReturnType<typeof fakeTeams>;

/** A fresh Pinia and fake channels on `window.rushline.teams`; call in beforeEach. */
export function stubFakeTeams(savedAt: string, members: 'players' | 'figures'): FakeTeams {
  setActivePinia(createPinia());
  const api = fakeTeams(savedAt, members);
  vi.stubGlobal('rushline', { teams: api });
  vi.stubGlobal('window', globalThis);
  return api;
}
