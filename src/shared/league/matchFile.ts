// A simulated fixture's match as a match file, saved like one played on the screen (game, setup
// with its seed, decision log, final state; the main process adds the rules version and checks
// that the log replays to it), with the computer at the simulation's level on both sides and the
// link to its league fixture, so Fixtures offers Replay and the replay is the match the tally came
// from.
import type { AiLevel } from '../games/dreadball/ai/coach';
import type { RequestOf } from '../ipc/contract';
import type { MatchLeagueLink } from '../saves/schemas';
import type { PlayedFixture } from './simulate';

export type MatchFileRequest = RequestOf<'matches:save'>;

export function simulatedMatchFile(played: PlayedFixture, link: MatchLeagueLink, level: AiLevel): MatchFileRequest {
  // Plain JSON copies: the request crosses IPC and is checked against strict schemas there.
  const copy = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    // Leagues are DreadBall's: the simulator plays its engine.
    game: 'dreadball',
    setup: copy<MatchFileRequest['setup']>(played.setup),
    decisions: copy<MatchFileRequest['decisions']>(played.decisions),
    snapshot: copy<MatchFileRequest['snapshot']>(played.state),
    controllers: { A: level, B: level },
    league: { leagueId: link.leagueId, fixtureId: link.fixtureId },
  };
}
