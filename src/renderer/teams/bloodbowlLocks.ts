// A Blood Bowl team that an unfinished match plays with: as for DreadBall's (locks.ts), only what
// keeps that match valid may change (team name, short name, colours, player names and numbers).
// The match's roster is the players' positions in order and the re-rolls; the race goes with them.
import type { BBDraft } from './bloodbowl';
import type { TeamPart } from './locks';

/** The locked parts that differ between the saved team and the edited one (empty: the edit is allowed). */
export function bbLockedChanges(saved: BBDraft, edited: BBDraft): TeamPart[] {
  const changed: TeamPart[] = [];
  if (saved.race !== edited.race) changed.push('race');
  if (saved.rerolls !== edited.rerolls) changed.push('rerolls');
  const sameRoster = saved.players.length === edited.players.length && saved.players.every((p, i) => edited.players[i]?.position === p.position);
  if (!sameRoster) changed.push('roster');
  return changed;
}
