// npm run scenario -- [--game ID] PATH...: checks rules scenarios (docs/scenarios.md), by the game's scenario tool.
import { scenarioCli } from './scenario-cli';

process.exitCode = scenarioCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) });
