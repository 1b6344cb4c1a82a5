// Fuzz test of league files: mutated versions of a real league file (one with a post-game under
// way, one played to the end) go through the decoder, the store's load and list, then the writer.
// Each gives a valid result or a typed error, never anything else, and whatever the writer accepts
// reads back from a fresh store exactly as the writer's cache serves it.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StorageError } from '../../src/main/storage/errors';
import { LeagueStore } from '../../src/main/storage/leagueStore';
import { leagueListEntrySchema } from '../../src/shared/ipc/leagueChannels';
import { decodeLeague } from '../../src/shared/league/saves/decode';
import { damageReasons } from '../../src/shared/saves/decode';
import { APP_VERSION, tempDir } from '../saves/helpers';
import { commonMutators, type Json, type Mutator, paths, seeded, setAt, valueAt } from '../saves/mutate';
import { finishedLeague, leagueInPostGame } from './samples';

const CASES = Number(process.env.RUSHLINE_FUZZ_CASES ?? 600);
let work: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => (work = await tempDir('rushline-league-fuzz-')));
afterAll(() => work.cleanup());

const g = seeded(0x1ea9e5ed);
const { random, pick } = g;

const wrongValues: Json[] = [null, true, 0, -1, 1e308, 3.5, '', 'x', [], {}, { kind: 'retire', player: 'p1' }, 'p-zzzz', 't99', 'r9-9', '\u0000', 99, 15];

const mutators: Record<string, Mutator> = {
  ...commonMutators(g, wrongValues, 6),
  // A small, plausible change deep inside (a number one off): what the agreement checks must catch.
  nudgeNumber: (_t, doc) => {
    const numbers = paths(doc).filter((p) => typeof valueAt(doc, p) === 'number');
    return JSON.stringify(setAt(doc, pick(numbers), (old) => (old as number) + pick([-1, 1, 2])));
  },
  dropDecision: (_t, doc) => {
    const d = structuredClone(doc) as { league: { pending: { postGame: { decisions: unknown[] } } | null } };
    if (d.league.pending) d.league.pending.postGame.decisions.splice(Math.floor(random() * d.league.pending.postGame.decisions.length), 1);
    return JSON.stringify(d);
  },
  hugeString: (_t, doc) => JSON.stringify(setAt(doc, pick(paths(doc).filter((p) => p.length > 0)), () => 'x'.repeat(pick([10_000, 9_000_000])))),
  deep: () => '['.repeat(pick([1_000, 100_000])),
  version: (_t, doc) => JSON.stringify({ ...(doc as object), schemaVersion: pick([-1, 0, 0.5, 2, 99, '1', null]) }),
  format: (_t, doc) => JSON.stringify({ ...(doc as object), format: pick(['rushline-team', 'rushline-match', '', 7]) }),
  garbage: () => pick(['', ' ', 'null', '0', '[]', '{}', '"x"']),
};

function isTypedError(error: unknown): boolean {
  return error instanceof StorageError && ['io-error', 'invalid-payload', 'not-found'].includes(error.code) && (error.reason === undefined || (damageReasons as readonly string[]).includes(error.reason));
}

it(`${CASES} mutated league files give a valid result or a typed error`, { timeout: 240_000 }, async () => {
  const dataDir = join(work.dir, 'data');
  const seedStore = new LeagueStore({ dataDir, appVersion: APP_VERSION });
  const sources = [await seedStore.create(leagueInPostGame(5)), await seedStore.create(finishedLeague())].map((f) => ({ id: f.id, text: `${JSON.stringify(f, null, 2)}\n` }));
  await mkdir(join(dataDir, 'leagues'), { recursive: true });
  const counts = { loaded: 0, typed: 0, written: 0 };
  const names = Object.keys(mutators);
  for (let i = 0; i < CASES; i++) {
    const source = pick(sources);
    const mutation = names[i % names.length]!;
    const text = mutators[mutation]!(source.text, JSON.parse(source.text) as Json);
    await writeFile(join(dataDir, 'leagues', `${source.id}.rushline-league.json`), text);
    const decoded = decodeLeague(text);
    const fresh = new LeagueStore({ dataDir, appVersion: APP_VERSION });
    try {
      await fresh.load(source.id);
      counts.loaded++;
      expect(decoded.ok).toBe(true);
    } catch (error) {
      expect(isTypedError(error), `${mutation}: ${String(error)}`).toBe(true);
      expect(decoded.ok).toBe(false);
      counts.typed++;
    }
    for (const entry of await fresh.list()) expect(leagueListEntrySchema.safeParse(entry).success, `${mutation}: list entry`).toBe(true);
    // Through the writer: what it accepts, a fresh store reads back exactly as the writer caches it.
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      continue;
    }
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) continue;
    const writer = new LeagueStore({ dataDir, appVersion: APP_VERSION }).folder;
    try {
      await writer.update(source.id, () => ({ ...(doc as object), id: source.id }) as never);
    } catch (error) {
      expect(isTypedError(error), `writer ${mutation}: ${String(error)}`).toBe(true);
      continue;
    }
    counts.written++;
    const cached = await writer.inspect(source.id);
    const reread = await new LeagueStore({ dataDir, appVersion: APP_VERSION }).folder.inspect(source.id);
    expect(reread.kind).toBe('ok');
    if (reread.kind === 'ok' && cached.kind === 'ok') expect(reread.doc).toEqual(cached.doc);
  }
  console.log(`[league fuzz] ${CASES} cases: ${counts.loaded} loaded, ${counts.typed} typed errors, writer accepted ${counts.written}`);
  expect(counts.loaded + counts.typed).toBe(CASES);
  expect(counts.written).toBeGreaterThan(0);
  expect(counts.typed).toBeGreaterThan(CASES / 2);
});
