// A simulated fixture's match written as a match file of the fixture (simulatedMatchFile) before
// the league takes it in, and taken away again if the league cannot.
import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { Result } from '../../shared/ipc/result';
import { simulatedMatchFile } from '../../shared/league/matchFile';
import type { PlayedFixture } from '../../shared/league/simulate';
import type { MatchLeagueLink } from '../../shared/saves/schemas';
import { words } from '../../shared/words';
import { errorWords } from '../i18n/words';
import { entryId, matchesChannels } from '../match/saveClient';
import { useErrorStore } from '../stores/errors';

/**
 * Writes a simulated fixture's match as a new match file: its id, or undefined with the reason in
 * the banner, in words ("the fixture was not simulated: ..."), so the caller leaves the league as
 * it was.
 */
export async function saveSimulatedMatch(played: PlayedFixture, link: MatchLeagueLink, level: AiLevel): Promise<string | undefined> {
  const errors = useErrorStore();
  const channels = matchesChannels();
  if (!channels) {
    errors.push('internal', words('league.simulate.notSaved', { reason: words('league.simulate.noMatchFiles') }));
    return undefined;
  }
  let saved: Result<unknown>;
  try {
    saved = await channels.save(simulatedMatchFile(played, link, level));
  } catch (error) {
    errors.push('unreachable', words('league.simulate.notSaved', { reason: errorWords(error, 'problems.app.unreachable') }));
    return undefined;
  }
  if (!saved.ok) {
    errors.push(saved.error.code, words('league.simulate.notSaved', { reason: saved.error.words }));
    return undefined;
  }
  const id = entryId(saved.value);
  if (!id) errors.push('internal', words('league.simulate.notSaved', { reason: words('league.simulate.noMatchFiles') }));
  return id;
}

/**
 * Takes away a simulated match the league could not take in (its league write failed), so no
 * match file names a fixture its league never entered. Quiet: the league's error is in the banner
 * already, and a match left behind would only be the same match again.
 */
export async function discardSimulatedMatch(id: string): Promise<void> {
  try {
    await matchesChannels()?.delete?.({ id });
  } catch {
    // Left behind: the same match a new Simulate would write; Load shows it as any match.
  }
}
