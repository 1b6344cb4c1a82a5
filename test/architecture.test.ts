// What each folder may import (docs/architecture.md, "Who imports whom"), checked over the source
// so a wrong import fails here rather than in review.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|vue)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Every relative import of a file, as a path from the project root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
    out.push(relative(root, resolve(dirname(file), match[1]!)));
  }
  return out;
}

const rules: { from: string; forbidden: RegExp; why: string; except?: RegExp }[] = [
  { from: 'src/shared', forbidden: /^src\/(main|renderer|preload)\b/, why: 'shared code runs in both processes and in workers' },
  { from: 'src/main', forbidden: /^src\/(renderer|preload)\b/, why: 'the main process never reaches into the UI' },
  { from: 'src/preload', forbidden: /^src\/(main|renderer)\b/, why: 'the preload is built from the shared contract only' },
  { from: 'src/renderer', forbidden: /^src\/(main|preload)\b/, why: 'the renderer talks to the main process over IPC only' },
  { from: 'src/renderer/stores', forbidden: /^src\/renderer\/screens\b/, why: 'stores never import from screens' },
  { from: 'src/shared/game', forbidden: /^src\/shared\/games\b/, why: 'the game-agnostic door knows no game; only its lists (registry, coaches, tools) name them', except: /\/(registry|coaches|tools)\.ts$/ },
  { from: 'src/shared/saves', forbidden: /^src\/shared\/games\/[^/]+\/(engine|ai)\b/, why: "saves know a game's rules only through SaveRules (team files hold DreadBall rosters for now)" },
  { from: 'src/shared/dice', forbidden: /^src\/shared\/games\b/, why: 'dice are shared by every game' },
  { from: 'src/shared/hex', forbidden: /^src\/shared\/games\b/, why: 'hex geometry serves any hex board' },
  { from: 'src/shared/random', forbidden: /^src\/shared\/games\b/, why: 'the generators serve every game' },
  { from: 'src/shared/games/dreadball', forbidden: /^src\/shared\/games\/(?!dreadball\/)/, why: 'a game never reaches into another game' },
];

describe('who imports whom', () => {
  for (const rule of rules) {
    it(`${rule.from} does not import ${rule.forbidden.source}: ${rule.why}`, () => {
      const offenders = files(join(root, rule.from))
        .filter((file) => !rule.except?.test(file))
        .flatMap((file) =>
        importsOf(file)
          .filter((target) => rule.forbidden.test(target))
          .map((target) => `${relative(root, file)} -> ${target}`),
      );
      expect(offenders).toEqual([]);
    });
  }
});
