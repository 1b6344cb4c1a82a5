// `--game ID` for every tool: the game's tools (default dreadball) and the other arguments; an
// unknown id prints the known games and exits 2, like any usage error.
import { type GameTools, type ToolName, gameArg, noToolMessage, toolsFor } from '../src/shared/game/tools';

export function fail(tool: string, message: string): never {
  process.stderr.write(`${tool}: ${message}\n`);
  process.exit(2);
}

export function pickGame(tool: string, argv: readonly string[]): { tools: GameTools; rest: string[] } {
  const g = gameArg(argv);
  if (!g.ok) fail(tool, g.message);
  return { tools: toolsFor(g.id), rest: g.rest };
}

/** The named game-specific tool of the game, or exit 2 saying the game has none. */
export function needTool<K extends ToolName>(tool: string, tools: GameTools, name: K): NonNullable<GameTools[K]> {
  const t = tools[name];
  if (t === undefined) fail(tool, noToolMessage(tools.id, name));
  return t as NonNullable<GameTools[K]>;
}
