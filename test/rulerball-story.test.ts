// The e2e story (e2e/story/rulerball-story.json, played by e2e/rulerball-story.spec.ts) against the
// engine as it is now: a rules or numbers change that moves one of its moments fails here, fast,
// with the words to find it again (`npx tsx scripts/find-story.ts --game rulerball`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type RulerballStory, STORY_FILE, STORY_MOMENTS, checkStory, momentsIn } from '../src/shared/games/rulerball/story';

const text = readFileSync(STORY_FILE, 'utf8');

describe('Rülerball e2e story', () => {
  it('still has each moment where the story file says (else: run the finder again)', () => {
    const r = checkStory(text);
    expect(r.ok, r.message).toBe(true);
  });

  it('covers every moment, the opening cannon shot first and the reset after the goal last', () => {
    const story = JSON.parse(text) as RulerballStory;
    expect(Object.keys(story.at).sort()).toEqual([...STORY_MOMENTS].sort());
    expect(story.at.cannon).toBe(0);
    expect(story.at.reset).toBe(story.decisions.length);
    expect(story.at.goal).toBeLessThanOrEqual(story.at.reset);
  });

  it('says the story broke, and how to find it again, when a moment moves or a decision is refused', () => {
    const story = JSON.parse(text) as RulerballStory;
    const moved = checkStory(JSON.stringify({ ...story, at: { ...story.at, steal: story.at.steal + 1 } }));
    expect(moved.ok).toBe(false);
    expect(moved.message).toMatch(/steal at .*find-story\.ts --game rulerball/);
    const cut = checkStory(JSON.stringify({ ...story, decisions: [{ kind: 'shoot', figure: 0 }, ...story.decisions] }));
    expect(cut.ok).toBe(false);
    expect(cut.message).toMatch(/decision 1 .* refused now.*find-story\.ts --game rulerball/);
  });

  it('counts a reset only after a goal (the opening reset is not the story\'s)', () => {
    expect(momentsIn([{ type: 'reset', receiver: 'home' }], false)).toEqual([]);
    expect(momentsIn([{ type: 'goal', team: 'away', score: [0, 1] }, { type: 'reset', receiver: 'home' }], false)).toEqual(['goal', 'reset']);
  });
});
