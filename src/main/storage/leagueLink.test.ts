// The optional `league` link of a match file (which league fixture the match plays): files without
// it still load, a saved link comes back from load and list, and anything but a well-formed link
// is refused with words, in a file read from disk and in a save request alike.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../../test/english';
import { APP_VERSION, foldGames, sampleMatchInput, tempDir } from '../../../test/saves/helpers';
import { decodeMatch } from '../../shared/saves/decode';
import { createHandlerTable, type HandlerDeps, type HandlerTable } from '../ipc/handlers';
import type { StorageHandlerDeps } from './handlers';

const v1 = readFileSync('test/fixtures/saves/match-v1.rushline-match.json', 'utf8');
const withLeague = (league: unknown): string => JSON.stringify({ ...(JSON.parse(v1) as object), league });
const LINK = { leagueId: 'a3b3c3d3-3333-4333-8333-33333333abcd', fixtureId: 'r2-1' };

/** Link values a hand edit or a hostile file could hold; none is a league fixture. */
const HOSTILE: unknown[] = [
  { leagueId: '../../etc/passwd', fixtureId: 'r1-1' },
  { leagueId: LINK.leagueId, fixtureId: 'r1-1/../../x' },
  { leagueId: LINK.leagueId, fixtureId: 'r1-1\n' },
  { leagueId: LINK.leagueId, fixtureId: 'r123-1' },
  { leagueId: LINK.leagueId },
  { fixtureId: 'r1-1' },
  { ...LINK, matchId: LINK.leagueId },
  { leagueId: 7, fixtureId: 'r1-1' },
  { leagueId: LINK.leagueId.toUpperCase(), fixtureId: 'r1-1' },
  { leagueId: LINK.leagueId, fixtureId: { toString: 'r1-1' } },
  'r1-1',
  null,
  [LINK],
];

describe('match file: the league link', () => {
  it('a file without a link is no league match; one with a link keeps it', () => {
    const plain = decodeMatch(v1);
    expect(plain.ok && plain.doc.league).toBeUndefined();
    const linked = decodeMatch(withLeague(LINK));
    expect(linked.ok).toBe(true);
    if (linked.ok) expect(linked.doc.league).toEqual(LINK);
  });

  it('refuses every hostile link value as a damaged file, saying so in words', () => {
    for (const bad of HOSTILE) {
      const res = decodeMatch(withLeague(bad));
      expect(res.ok, JSON.stringify(bad)).toBe(false);
      if (res.ok) continue;
      expect(res.reason).toBe('schema');
      const text = english(res.words);
      expect(text).toMatch(/league/);
      // Technical details only: never the file's own text.
      expect(text).not.toContain('passwd');
    }
  });
});

describe('storage channels: the league link', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let table: HandlerTable;

  beforeEach(async () => {
    ({ dir, cleanup } = await tempDir());
    const deps: HandlerDeps & StorageHandlerDeps = {
      dataDir: dir,
      appName: 'Rushline',
      version: APP_VERSION,
      platform: 'linux',
      quit: () => undefined,
      openInBrowser: async () => undefined,
      logError: () => undefined,
      saveDialogs: undefined,
      games: foldGames,
    };
    table = createHandlerTable(deps);
  });
  afterEach(() => cleanup());

  const value = <T>(result: { ok: boolean; value?: unknown }): T => {
    expect(result).toMatchObject({ ok: true });
    return result.value as T;
  };

  it('round trip: saved with its link, the match loads and lists with it; every later save keeps it', async () => {
    const saved = value<{ id: string }>(await table['matches:save']({ ...sampleMatchInput(4), league: LINK }));
    value(await table['matches:save']({ ...sampleMatchInput(6), id: saved.id, league: LINK }));
    const loaded = value<{ match: { league?: unknown; decisions: unknown[] } }>(await table['matches:load']({ id: saved.id }));
    expect(loaded.match.league).toEqual(LINK);
    expect(loaded.match.decisions).toHaveLength(6);
    const list = value<{ id: string; league?: unknown }[]>(await table['matches:list'](undefined));
    expect(list.find((e) => e.id === saved.id)?.league).toEqual(LINK);

    const plain = value<{ id: string }>(await table['matches:save'](sampleMatchInput(3)));
    const plainLoaded = value<{ match: Record<string, unknown> }>(await table['matches:load']({ id: plain.id }));
    expect(plainLoaded.match).not.toHaveProperty('league');
    const plainEntry = value<Record<string, unknown>[]>(await table['matches:list'](undefined)).find((e) => e.id === plain.id);
    expect(plainEntry).not.toHaveProperty('league');
  });

  it('a save request with a hostile link is refused in words and writes nothing', async () => {
    for (const bad of HOSTILE) {
      const res = (await table['matches:save']({ ...sampleMatchInput(4), league: bad as typeof LINK })) as {
        ok: boolean;
        error?: { code: string; words: Parameters<typeof english>[0] };
      };
      expect(res.ok, JSON.stringify(bad)).toBe(false);
      expect(res.error?.code).toBe('invalid-payload');
      expect(english(res.error!.words).length).toBeGreaterThan(10);
    }
    expect(value<unknown[]>(await table['matches:list'](undefined))).toHaveLength(0);
  });
});
