import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeFiles, readRecords } from '../scripts/ai-sim';
import { ToolInputError } from '../src/shared/game/tools';

const dir = mkdtempSync(join(tmpdir(), 'rushline-ai-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ai-sim --merge', () => {
  it('takes the files up to the next option, so a seed after them is not read as a file', () => {
    expect(mergeFiles(['--merge', 'a.jsonl', 'b.jsonl', '--seed', '8001'])).toEqual(['a.jsonl', 'b.jsonl']);
    expect(mergeFiles(['--seed', '8001', '--merge', 'a.jsonl'])).toEqual(['a.jsonl']);
  });

  it('reads one record a line and refuses, in words, a file it cannot read or a line that is not JSON', () => {
    const good = join(dir, 'good.jsonl');
    writeFileSync(good, '{"home":"ai:hard","away":"ai:normal","game":{}}\n\n{"home":"ai:hard","away":"ai:normal","game":{}}\n');
    expect(readRecords(good)).toHaveLength(2);
    const missing = join(dir, 'missing.jsonl');
    expect(() => readRecords(missing)).toThrow(ToolInputError);
    expect(() => readRecords(missing)).toThrow(`--merge: cannot read "${missing}" (ENOENT)`);
    const broken = join(dir, 'broken.jsonl');
    writeFileSync(broken, '{"home":"ai:hard","away":"ai:normal","game":{}}\n{ cut off\n');
    expect(() => readRecords(broken)).toThrow(`--merge: line 2 of "${broken}" is not JSON`);
  });
});
