import { describe, expect, it } from 'vitest';
import { formatStoryFile } from './story-file';

describe('formatStoryFile', () => {
  const story = { seed: 8, at: { goal: 2 }, decisions: [{ kind: 'move', to: 3 }, { kind: 'shoot' }, { kind: 'end' }] };

  it('is the story as JSON, every field kept', () => {
    expect(JSON.parse(formatStoryFile(story))).toEqual(story);
  });

  it('puts one decision on each line, after the other fields, and ends with a newline', () => {
    const lines = formatStoryFile(story).split('\n');
    expect(lines.slice(-7, -1)).toEqual(['  "decisions": [', '    {"kind":"move","to":3},', '    {"kind":"shoot"},', '    {"kind":"end"}', '  ]', '}']);
    expect(formatStoryFile(story).endsWith('}\n')).toBe(true);
  });
});
