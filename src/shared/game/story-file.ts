/**
 * A game's e2e story file as text: JSON with one decision per line, so a diff of the story reads
 * decision by decision (the finders of DreadBall's and Rülerball's stories write it).
 */
export function formatStoryFile(story: { readonly decisions: readonly unknown[] }): string {
  const { decisions, ...rest } = story;
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, '');
  return `${head},\n  "decisions": [\n${decisions.map((d, i) => `    ${JSON.stringify(d)}${i < decisions.length - 1 ? ',' : ''}`).join('\n')}\n  ]\n}\n`;
}
