// Fuzz test: mutated versions of real save files (truncated, bit-flipped, wrong types, huge
// strings, deep nesting, ...) go through the loader, both the pure decoder and the store's load
// (which adds the replay check), then through the writer. Each must give a valid result or a typed
// error, never throw anything else, and whatever the writer accepts must read back identically. The slowest case is printed, not asserted (timing depends on the machine).
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StorageError } from '../../src/main/storage/errors';
import { MatchStore } from '../../src/main/storage/matchStore';
import { TeamStore } from '../../src/main/storage/teamStore';
import { matchListEntrySchema, teamListEntrySchema } from '../../src/shared/ipc/storageChannels';
import { damageReasons, decodeMatch, decodeSave, decodeTeam } from '../../src/shared/saves/decode';
import { dreadballSaves } from '../../src/shared/games/dreadball/saves';
import { APP_VERSION, foldRules, sampleMatchInput, tempDir } from './helpers';
import { commonMutators, type Json, type Mutator, paths, seeded, setAt, valueAt } from './mutate';

const CASES = Number(process.env.RUSHLINE_FUZZ_CASES ?? 1200);
const fixtures = join(import.meta.dirname, '../fixtures/saves');
let work: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => (work = await tempDir('rushline-fuzz-')));
afterAll(() => work.cleanup());

const g = seeded(0x2545f491);
const { random, pick } = g;

const wrongValues: Json[] = [null, true, 0, -1, 1e308, 3.5, '', 'x', [], {}, [[[]]], { a: 1 }, '2026-13-45', 'NaN', '../../etc', '\u0000'];

/** Deeply nested JSON text (built as text: JSON.stringify itself would overflow the stack). */
function deepText(depth: number): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    const array = random() < 0.5;
    open += array ? '[' : '{"d":';
    close = (array ? ']' : '}') + close;
  }
  return `${open}1${close}`;
}

const mutators: Record<string, Mutator> = {
  ...commonMutators(g, wrongValues, 8),
  extraKey: (_text, doc) => {
    const objects = paths(doc).filter((p) => {
      const node = valueAt(doc, p);
      return node !== null && typeof node === 'object' && !Array.isArray(node);
    });
    return JSON.stringify(setAt(doc, pick(objects), (old) => ({ ...(old as object), ['__proto__x' + Math.floor(random() * 9)]: pick(wrongValues) })));
  },
  hugeString: (_text, doc) => {
    const size = pick([10_000, 1_000_000, 3_000_000, 9_000_000]);
    const strings = paths(doc).filter((p) => p.length > 0);
    return JSON.stringify(setAt(doc, pick(strings), () => 'x'.repeat(size)));
  },
  deepNesting: (_text, doc) =>
    JSON.stringify(setAt(doc, pick(paths(doc).filter((p) => p.length > 0)), () => '@@DEEP@@')).replace('"@@DEEP@@"', deepText(pick([50, 100, 1_000, 20_000, 200_000]))),
  rawDeep: () => '['.repeat(pick([1_000, 100_000, 1_000_000])) + ']'.repeat(pick([0, 10])),
  versionGames: (_text, doc) => JSON.stringify({ ...(doc as object), schemaVersion: pick([-1, 0, 0.5, 2, 99, '1', null, 1e9]) }),
  formatGames: (_text, doc) => JSON.stringify({ ...(doc as object), format: pick(['rushline-team', 'rushline-match', 'RUSHLINE-MATCH', '', 7]) }),
  hugeArray: (_text, doc) => JSON.stringify({ ...(doc as object), decisions: Array.from({ length: pick([20_001, 50_000]) }, () => ({ kind: 'end-rush' })) }),
  garbage: () => pick(['', ' ', '\ufeff', 'null', '0', '"string"', 'true', '[]', '{}', '\u0000\u0001', Buffer.from([0xff, 0xfe, 0x00]).toString('latin1')]),
  duplicateKeys: (text) => text.replace('"format": "rushline-', '"format": "x", "format": "rushline-'),
};

const games = [foldRules, dreadballSaves];

/**
 * Pushes a mutated document through the store's writer. Refusals must be typed errors; what is
 * accepted must read back, from a fresh store with nothing cached, exactly as the writer's own
 * cache serves it. Returns whether the writer accepted it.
 */
async function throughWriter(kind: 'match' | 'team', id: string, text: string, dataDir: string): Promise<boolean> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return false;
  // An older file the reader migrates is written in the current version, as the app would save it.
  const migrated = decodeSave(kind === 'match' ? 'rushline-match' : 'rushline-team', text);
  if (migrated.ok) doc = migrated.doc;
  const writer = kind === 'match' ? new MatchStore({ dataDir, appVersion: APP_VERSION, games }).folder : new TeamStore({ dataDir, appVersion: APP_VERSION }).folder;
  try {
    await (writer as { update(id: string, change: () => unknown): Promise<unknown> }).update(id, () => ({ ...(doc as object), id }));
  } catch (error) {
    expect(isTypedError(error), `writer: ${String(error)}`).toBe(true);
    return false;
  }
  const cached = await writer.inspect(id);
  const fresh = await (kind === 'match' ? new MatchStore({ dataDir, appVersion: APP_VERSION, games }).folder : new TeamStore({ dataDir, appVersion: APP_VERSION }).folder).inspect(id);
  expect(fresh.kind, 'a written file reads back').toBe('ok');
  expect(cached.kind).toBe('ok');
  if (fresh.kind === 'ok' && cached.kind === 'ok') expect(fresh.doc).toEqual(cached.doc);
  return true;
}

function isTypedError(error: unknown): boolean {
  return (
    error instanceof StorageError &&
    ['io-error', 'invalid-payload', 'not-found'].includes(error.code) &&
    typeof error.message === 'string' &&
    (error.reason === undefined || (damageReasons as readonly string[]).includes(error.reason))
  );
}

it(`${CASES} mutated save files give a valid result or a typed error`, { timeout: 120_000 }, async () => {
  const matchId = '9a1c2e3f-4b5d-4c6e-8f70-1a2b3c4d5e6f';
  const dataDir = join(work.dir, 'data');
  const matchStore = new MatchStore({ dataDir, appVersion: APP_VERSION, games });
  const saved = await matchStore.save(sampleMatchInput(300, { finished: true }));
  const sources = [
    { name: 'dreadball v1', kind: 'match' as const, text: readFileSync(join(fixtures, 'match-v1.rushline-match.json'), 'utf8') },
    { name: 'dreadball v0', kind: 'match' as const, text: readFileSync(join(fixtures, 'match-v0.rushline-match.json'), 'utf8') },
    { name: 'fold v2', kind: 'match' as const, text: `${JSON.stringify({ ...saved, id: matchId }, null, 2)}\n` },
    { name: 'team v1', kind: 'team' as const, text: readFileSync(join(fixtures, 'team-v1.rushline-team.json'), 'utf8') },
    { name: 'homebrew team v1', kind: 'team' as const, text: readFileSync(join(fixtures, 'team-homebrew-v1.rushline-team.json'), 'utf8') },
    { name: 'blood bowl team v2', kind: 'team' as const, text: readFileSync(join(fixtures, 'team-bloodbowl-v2.rushline-team.json'), 'utf8') },
    { name: 'rulerball team v2', kind: 'team' as const, text: readFileSync(join(fixtures, 'team-rulerball-v2.rushline-team.json'), 'utf8') },
  ];
  await mkdir(join(dataDir, 'matches'), { recursive: true });
  await mkdir(join(dataDir, 'teams'), { recursive: true });
  const counts = { cases: 0, validResults: 0, typedErrors: 0, writerAccepted: 0 };
  const accepted = new Set<string>();
  const reasons = new Map<string, number>();
  let maxMs = 0;
  let slowest = '';
  const names = Object.keys(mutators);
  for (let i = 0; i < CASES; i++) {
    const source = pick(sources);
    const mutation = names[i % names.length]!;
    const doc = JSON.parse(source.text) as Json;
    const text = mutators[mutation]!(source.text, doc);
    const id = source.kind === 'match' ? matchId : (JSON.parse(source.text) as { id: string }).id;
    const path = join(dataDir, source.kind === 'match' ? 'matches' : 'teams', `${id}.rushline-${source.kind}.json`);
    await writeFile(path, text);
    // Fresh stores so nothing is served from a cache.
    const matches = new MatchStore({ dataDir, appVersion: APP_VERSION, games });
    const teams = new TeamStore({ dataDir, appVersion: APP_VERSION });
    const t0 = performance.now();
    const decoded = source.kind === 'match' ? decodeMatch(text) : decodeTeam(text);
    let outcome: string;
    try {
      if (source.kind === 'match') await matches.load(id);
      else await teams.load(id);
      outcome = 'ok';
      counts.validResults++;
    } catch (error) {
      expect(isTypedError(error), `${mutation}: ${String(error)}`).toBe(true);
      outcome = (error as StorageError).reason ?? (error as StorageError).code;
      counts.typedErrors++;
    }
    if (!decoded.ok) {
      expect(damageReasons).toContain(decoded.reason);
      expect(outcome).not.toBe('ok');
    }
    // Listing the folder with the mutated file in it never throws either, and every entry is one
    // the IPC contract lets through (a bad entry would fail the whole list in the app).
    const entries = await (source.kind === 'match' ? matches.list() : teams.list());
    const entrySchema = source.kind === 'match' ? matchListEntrySchema : teamListEntrySchema;
    for (const entry of entries) expect(entrySchema.safeParse(entry).success, `${mutation}: list entry ${JSON.stringify(entry).slice(0, 160)}`).toBe(true);
    // Through the writer too: whatever it accepts, a fresh store (no cache) reads back identically.
    const written = await throughWriter(source.kind, id, text, dataDir);
    counts.writerAccepted += written ? 1 : 0;
    if (written) accepted.add(source.name);
    const ms = performance.now() - t0;
    if (ms > maxMs) {
      maxMs = ms;
      slowest = `${mutation} (${Math.round(text.length / 1024)} KB)`;
    }
    reasons.set(outcome, (reasons.get(outcome) ?? 0) + 1);
    counts.cases++;
  }
  console.log(
    `[fuzz test] ${counts.cases} cases: ${counts.validResults} loaded, ${counts.typedErrors} typed errors ` +
      `(${[...reasons].map(([k, v]) => `${k} ${v}`).join(', ')}); writer accepted ${counts.writerAccepted}; slowest ${maxMs.toFixed(1)} ms: ${slowest}`,
  );
  expect(counts.cases).toBe(CASES);
  // The accept-and-read-back path ran for every kind of source, DreadBall's strict schemas included.
  expect([...accepted].sort()).toEqual(sources.map((source) => source.name).sort());
});
