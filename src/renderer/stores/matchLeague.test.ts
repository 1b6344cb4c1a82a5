// The match store's league entry point: a fixture's match remembers its league and fixture, and
// no other match carries that link; the link goes into every autosave and comes back on load (so
// Continue and Load match of a league match still reach its post-game after a restart).
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { HOT_SEAT } from '../match/computer';
import { useMatchStore } from './match';

const [T0, T1] = STOCK_TEAMS as [(typeof STOCK_TEAMS)[number], (typeof STOCK_TEAMS)[number]];
const LINK = { leagueId: '33333333-3333-4333-8333-333333333333', fixtureId: 'r1-1' };

beforeEach(() => setActivePinia(createPinia()));

describe('match store: a league fixture', () => {
  it('startFixture starts the match with the given teams and remembers the fixture', () => {
    const m = useMatchStore();
    m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
    expect(m.leagueFixture).toEqual(LINK);
    expect(m.setup?.teams.map((t) => t.id)).toEqual([T0.id, T1.id]);
    expect(m.active).toBe(true);
  });

  it('a new ordinary match, or a reset, forgets the fixture', () => {
    const m = useMatchStore();
    m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
    m.start({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT });
    expect(m.leagueFixture).toBeNull();
    m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
    m.reset();
    expect(m.leagueFixture).toBeNull();
  });
});

/** Fake `matches:*` channels keeping one file in memory (what the main process would write). */
function stubFiles(): { requests: Record<string, unknown>[]; file: () => Record<string, unknown> } {
  const requests: Record<string, unknown>[] = [];
  const save = vi.fn(async (r: Record<string, unknown>) => {
    requests.push(r);
    return { ok: true, value: { id: 'file-1', name: 'm', savedAt: '' } };
  });
  const file = () => ({ ...requests.at(-1)!, id: 'file-1', summary: { status: 'in-progress' } });
  const load = vi.fn(async () => ({ ok: true, value: { match: file(), check: { status: 'ok' } } }));
  vi.stubGlobal('rushline', { matches: { save, load, latest: vi.fn(), list: vi.fn() } });
  vi.stubGlobal('window', globalThis);
  return { requests, file };
}

async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
}

describe('match store: the fixture link in the save', () => {
  it('every autosave of a fixture match carries its link; a load brings the link back', async () => {
    const { requests } = stubFiles();
    try {
      const m = useMatchStore();
      m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
      await m.decide(m.legal.decisions[0]!);
      await until(() => m.saving === 'saved');
      expect(requests.at(-1)?.league).toEqual(LINK);
      // A restart: a fresh store forgets everything, then Load match opens the file.
      setActivePinia(createPinia());
      const again = useMatchStore();
      expect(again.leagueFixture).toBeNull();
      expect(await again.load('file-1')).toBe(true);
      expect(again.leagueFixture).toEqual(LINK);
      expect(again.decisions).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an ordinary match saves no link and loads without one, even after a fixture match was on screen', async () => {
    const { requests } = stubFiles();
    try {
      const m = useMatchStore();
      m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
      m.start({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT });
      await m.decide(m.legal.decisions[0]!);
      await until(() => m.saving === 'saved');
      expect(requests.at(-1)).not.toHaveProperty('league');
      m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
      expect(await m.load('file-1')).toBe(true);
      expect(m.leagueFixture).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a loaded file whose link is not well formed is opened as an ordinary match', async () => {
    const load = vi.fn(async () => ({
      ok: true,
      value: { match: { id: 'file-1', game: 'dreadball', setup: { teams: [T0, T1], seed: 9 }, decisions: [], league: { leagueId: '../x', fixtureId: 'r1-1' } }, check: { status: 'ok' } },
    }));
    vi.stubGlobal('rushline', { matches: { save: vi.fn(), load, latest: vi.fn(), list: vi.fn() } });
    vi.stubGlobal('window', globalThis);
    try {
      const m = useMatchStore();
      expect(await m.load('file-1')).toBe(true);
      expect(m.leagueFixture).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
