import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scenarioCli } from '../scripts/scenario-cli';

const scenarios = join(import.meta.dirname, 'scenarios');
const good = 'end-rush-by-the-coach.json';
const dir = mkdtempSync(join(tmpdir(), 'rushline-scenarios-'));
copyFileSync(join(scenarios, good), join(dir, 'a-good.json'));
// Same scenario with an expectation that cannot hold: only checkScenario can catch it.
const wrong = JSON.parse(readFileSync(join(scenarios, good), 'utf8')) as { expect: { state?: Record<string, unknown> } };
wrong.expect.state = { ...wrong.expect.state, rush: 99 };
writeFileSync(join(dir, 'b-wrong-expectation.json'), JSON.stringify(wrong));
writeFileSync(join(dir, 'c-not-json.json'), '{ nope');
writeFileSync(join(dir, 'ignored.txt'), 'not a scenario');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = scenarioCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('npm run scenario', () => {
  it('checks every scenario of a folder, sorted, and names each failing file', () => {
    const r = run([dir]);
    expect(r.code).toBe(1);
    expect(r.out).toHaveLength(3);
    expect(r.out[0]).toMatch(/^FAIL .*b-wrong-expectation\.json: state\.rush: expected 99, got \d+$/);
    expect(r.out[1]).toMatch(/^FAIL .*c-not-json\.json: cannot run: /);
    expect(r.out[2]).toBe('1 passed, 2 failed');
  });

  it('passes the committed scenario suite', () => {
    const r = run([scenarios]);
    expect(r.out.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(r.out.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(r.code).toBe(0);
  });

  it('runs Blood Bowl\'s scenarios with --game bloodbowl, and names a failing expectation', () => {
    const folder = join(scenarios, 'bloodbowl');
    const r = run(['--game', 'bloodbowl', folder]);
    expect(r.out.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(r.out.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    // The same rule with an expectation that cannot hold: the turnover's reason changed.
    const sc = JSON.parse(readFileSync(join(folder, 'a-dropped-hand-off-is-a-turnover.json'), 'utf8')) as { expect: { events: Record<string, unknown>[] } };
    sc.expect.events = sc.expect.events.map((e) => (e.type === 'turnover' ? { ...e, reason: 'no such reason' } : e));
    const other = mkdtempSync(join(tmpdir(), 'rushline-bb-scenarios-'));
    try {
      writeFileSync(join(other, 'wrong.json'), JSON.stringify(sc));
      const bad = run(['--game', 'bloodbowl', join(other, 'wrong.json')]);
      expect(bad.code).toBe(1);
      expect(bad.out.join('\n')).toMatch(/no such reason/);
      expect(bad.out.at(-1)).toBe('0 passed, 1 failed');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('takes files and folders together', () => {
    const r = run([join(scenarios, good), dir]);
    expect(r.out.at(-1)).toBe('2 passed, 2 failed');
  });

  it('prints the full report for a single file, then the closing line', () => {
    const r = run([join(dir, 'b-wrong-expectation.json')]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out[0] as string) as { state: { rush: number }; events: unknown[]; expectationFailures: string[] };
    expect(report.events.length).toBeGreaterThan(0);
    expect(report.expectationFailures).toEqual([`state.rush: expected 99, got ${report.state.rush}`]);
    expect(r.out.at(-1)).toBe('0 passed, 1 failed');
  });

  it('is a usage error (exit 2) without arguments or with a missing path', () => {
    expect(run([]).code).toBe(2);
    const r = run([join(dir, 'missing.json')]);
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/no such file or folder/);
  });

  it('takes --game: dreadball by default or by name, an unknown game a usage error naming the known ones', () => {
    expect(run(['--game', 'dreadball', join(scenarios, good)]).out.at(-1)).toBe('1 passed, 0 failed');
    expect(run([join(scenarios, good), '--game=dreadball']).code).toBe(0);
    const r = run(['--game', 'chess', scenarios]);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err[0]).toBe('unknown game "chess"; known games: dreadball, bloodbowl, rulerball');
    expect(r.err[1]).toMatch(/^usage: npm run scenario -- \[--game ID\]/);
  });
});
