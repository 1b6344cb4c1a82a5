// Opens a saved match on the screen of its game: a Blood Bowl save on the Blood Bowl match screen, a Rülerball one on Rülerball's,
// any other (DreadBall) on the DreadBall one. The file names its game; it is read once to see which.
import { callIpc } from '../../stores/ipc';
import { matchFileOf, matchesChannels } from '../../match/saveClient';
import { BLOOD_BOWL, useBloodBowlMatch } from '../../stores/bloodbowlMatch';
import { useMatchStore } from '../../stores/match';
import { RULERBALL, useRulerballMatch } from '../../stores/rulerballMatch';
import { useNavigation } from '../../stores/navigation';

/** The game of a saved match ('dreadball' for a file from before games had ids), or null when unreadable. */
export async function savedGameOf(id: string): Promise<string | null> {
  const channels = matchesChannels();
  if (!channels) return null;
  const file = matchFileOf(await callIpc(() => channels.load({ id })));
  return file ? (file.game ?? 'dreadball') : null;
}

/** Loads the save and goes to its game's match screen; the error (if any) is in that store's lastError. */
export async function openSaved(id: string): Promise<{ ok: boolean; error: string | null }> {
  const navigation = useNavigation();
  const game = await savedGameOf(id);
  if (game === null) return { ok: false, error: null };
  if (game === BLOOD_BOWL) {
    const bb = useBloodBowlMatch();
    const ok = await bb.load(id);
    if (ok) navigation.go('bloodbowl-match');
    return { ok, error: ok ? null : bb.lastError };
  }
  if (game === RULERBALL) {
    const rb = useRulerballMatch();
    const ok = await rb.load(id);
    if (ok) navigation.go('rulerball-match');
    return { ok, error: ok ? null : rb.lastError };
  }
  const match = useMatchStore();
  const earlier = match.lastError;
  const ok = await match.load(id);
  if (ok) navigation.go('match');
  return { ok, error: ok || match.lastError === earlier ? null : match.lastError };
}
