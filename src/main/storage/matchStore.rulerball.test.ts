// Rülerball's saves across rules versions: its designed numbers were tuned (rules version 2: the
// shot, speeds and hand-off; 3: acceleration), so a match saved under an older version plays on
// only where today's rules play its log out the same; where they do not, it opens read-only as it
// was saved, never as a damaged file, and is never written.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../../test/english';
import { APP_VERSION, sequentialIds, tempDir } from '../../../test/saves/helpers';
import { legal, rulerball } from '../../shared/games/rulerball';
import { rulerballSaves } from '../../shared/games/rulerball/saves';
import { STOCK_TEAMS } from '../../shared/games/rulerball/teams/stock';
import { rosterOfTeam } from '../../shared/games/rulerball/teams/teamFile';
import type { Decision, MatchSetup } from '../../shared/games/rulerball/engine/types';
import { type MatchSaveInput, MatchStore } from './matchStore';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(() => cleanup());

const store = () => new MatchStore({ dataDir: dir, appVersion: APP_VERSION, games: [rulerballSaves], now: () => new Date(Date.UTC(2026, 11, 6)), newId: sequentialIds() });

/** A hot-seat match 40 decisions in, each the first legal one. */
function sampleInput(): MatchSaveInput {
  const setup: MatchSetup = { teams: [rosterOfTeam('stock-0', STOCK_TEAMS[0]!), rosterOfTeam('stock-1', STOCK_TEAMS[1]!)], seed: 8 };
  let s = rulerball.createMatch(setup);
  const decisions: Decision[] = [];
  for (let i = 0; i < 40; i++) {
    const d = legal(s).decisions[0];
    if (!d) break;
    const r = rulerball.apply(s, d);
    if (!r.ok) throw new Error(r.error.message);
    decisions.push(d);
    s = r.state;
  }
  return JSON.parse(JSON.stringify({ game: 'rulerball', setup, decisions, snapshot: s })) as MatchSaveInput;
}

async function rewrite(id: string, change: (doc: Record<string, unknown>) => void): Promise<void> {
  const path = join(dir, 'matches', `${id}.rushline-match.json`);
  const doc = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  change(doc);
  await writeFile(path, JSON.stringify(doc));
}

describe('Rülerball saves across rules versions', () => {
  it('saves under rules version 4, the rules audit of 7 December', async () => {
    expect(rulerballSaves.rulesVersion).toBe(4);
    expect((await store().save(sampleInput())).rulesVersion).toBe(4);
  });

  it.each([1, 2, 3])('a version-%i match whose log plays out the same today opens to play on', async (version) => {
    const s = store();
    const saved = await s.save(sampleInput());
    await rewrite(saved.id, (doc) => (doc.rulesVersion = version));
    expect((await s.load(saved.id)).check.status).toBe('ok');
  });

  it.each([1, 2, 3])('a version-%i match whose log plays out differently today opens read-only, as saved, and the file is untouched', async (version) => {
    const s = store();
    const saved = await s.save(sampleInput());
    // As saved under the old numbers: the same log, another outcome (a goal today's numbers would not have given).
    await rewrite(saved.id, (doc) => {
      doc.rulesVersion = version;
      const snapshot = doc.snapshot as { teams: { score: number }[] };
      snapshot.teams[0]!.score += 1;
    });
    const path = join(dir, 'matches', `${saved.id}.rushline-match.json`);
    const before = await readFile(path, 'utf8');
    const loaded = await s.load(saved.id);
    expect(loaded.check.status).toBe('read-only');
    expect(loaded.check.status === 'read-only' && english(loaded.check.words)).toMatch(new RegExp(`version ${version} of the rules`));
    expect((loaded.match.snapshot as unknown as { teams: { score: number }[] }).teams[0]!.score).toBe(1);
    expect(await readFile(path, 'utf8')).toBe(before);
  });
});
