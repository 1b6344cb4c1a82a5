// Names of figures, teams and hexes for the log and the panels. Pure, no Vue.
import type { MatchState, PlayerRec } from '../../shared/games/dreadball/engine/types';
import { OFF_PITCH, PITCH_HEXES, type HexId } from '../../shared/games/dreadball/pitch';

/** What the log needs to name things: fixed for the whole match. */
export interface Cast {
  players: readonly Pick<PlayerRec, 'id' | 'name' | 'number' | 'team'>[];
  teams: readonly [{ name: string; shortName: string }, { name: string; shortName: string }];
}

export function castOf(state: MatchState): Cast {
  return {
    players: state.players.map((p) => ({ id: p.id, name: p.name, number: p.number, team: p.team })),
    teams: [
      { name: state.teams[0].name, shortName: state.teams[0].shortName },
      { name: state.teams[1].name, shortName: state.teams[1].shortName },
    ],
  };
}

/** "#3 Osei (TRO)" */
export function playerName(cast: Cast, id: number): string {
  const p = cast.players[id];
  if (!p) return `#? (${id})`;
  return `#${p.number} ${p.name} (${cast.teams[p.team].shortName})`;
}

/** A hex as the rules file names it: "(q, r)". */
export function hexName(hex: HexId): string {
  if (hex === OFF_PITCH) return '—';
  const h = PITCH_HEXES[hex];
  return h ? `(${h.q}, ${h.r})` : `#${hex}`;
}

/** Where a player is, in words: bench, cage zone, out, down (with his hex when asked), or his hex. */
export function placeText(p: Pick<PlayerRec, 'where' | 'cage' | 'down' | 'hex'>, t: (key: string, params?: Record<string, unknown>) => string, hexWhenDown = false): string {
  if (p.where === 'bench') return t('match.ui.bench');
  if (p.where === 'cage') return t('match.ui.cage', { zone: p.cage });
  if (p.where === 'dead') return t('match.ui.dead');
  if (!p.down) return hexName(p.hex);
  return hexWhenDown ? `${hexName(p.hex)}, ${t('match.ui.down')}` : t('match.ui.down');
}
