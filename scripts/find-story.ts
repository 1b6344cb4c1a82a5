// Finds the scripted hot-seat story of e2e/match-story.spec.ts (issue 6, "Proof") with the game's
// story tool (DreadBall's: src/shared/games/dreadball/story.ts): a seed and a decision list in
// which the moments the spec checks all happen. Deterministic: the same arguments always find the
// same story.
//
//   npx tsx scripts/find-story.ts [--game ID] [--seeds 400] [--tries 30] [--max 150] [--out e2e/story/story.json]
//   npx tsx scripts/find-story.ts --check e2e/story/story.json   # replays it, exit 1 if it broke
// Rülerball's story (e2e/rulerball-story.spec.ts, src/shared/games/rulerball/story.ts) has its own
// defaults: --seeds 8 --tries 10 --max 600 --out e2e/story/rulerball-story.json; tries are per stage.
//   npx tsx scripts/find-story.ts --game rulerball
//   npx tsx scripts/find-story.ts --game rulerball --check e2e/story/rulerball-story.json
import { readFileSync, writeFileSync } from 'node:fs';
import { needTool, pickGame } from './game-tools';

const { tools, rest } = pickGame('find-story', process.argv.slice(2));
const story = needTool('find-story', tools, 'story');
const RULERBALL = { seeds: '8', tries: '10', max: '600', out: 'e2e/story/rulerball-story.json' };
const DEFAULTS: Record<string, string> = tools.id === 'rulerball' ? RULERBALL : { seeds: '400', tries: '30', max: '150', out: 'e2e/story/story.json' };
const arg = (name: string, dflt: string): string => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 && rest[i + 1] ? (rest[i + 1] as string) : dflt;
};

function main(): void {
  const checkFile = arg('check', '');
  if (checkFile) {
    const r = story.check(readFileSync(checkFile, 'utf8'));
    console.log(r.message);
    process.exit(r.ok ? 0 : 1);
  }
  const out = arg('out', DEFAULTS.out as string);
  const t0 = Date.now();
  const found = story.find({ seeds: Number(arg('seeds', DEFAULTS.seeds as string)), tries: Number(arg('tries', DEFAULTS.tries as string)), max: Number(arg('max', DEFAULTS.max as string)), log: (l) => console.log(l) });
  if (!found) {
    console.error('no story found');
    process.exit(1);
  }
  writeFileSync(out, found.text);
  console.log(`wrote ${out}: ${found.summary}, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

main();
