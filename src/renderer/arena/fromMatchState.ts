// Maps the engine's MatchState onto the arena's view-model. No rules here: only where things are.
import type { MatchState, PlayerRec, TeamIx } from '../../shared/games/dreadball/engine/types';
import { OFF_PITCH } from '../../shared/games/dreadball/pitch';
import { teamColours } from './colours';
import type { ArenaFigure, ArenaSide, ArenaState, BallPlace, OffPitchPlace, TeamColours } from './model';

export interface MapOptions {
  /** Player id shown as selected. */
  selected?: number | null;
  colours?: { home: TeamColours; away: TeamColours };
}

/** Team index playing home; before the roll-off team 0 (coach A) is drawn at the home end. */
export function homeTeam(state: MatchState): TeamIx {
  return state.home === -1 ? 0 : state.home;
}

export function sideOfTeam(state: MatchState, team: TeamIx): ArenaSide {
  return team === homeTeam(state) ? 'home' : 'away';
}

export function figureId(playerId: number): string {
  return `p${playerId}`;
}

function placeOf(p: PlayerRec): OffPitchPlace | undefined {
  if (p.where === 'bench') return { kind: 'bench' };
  if (p.where === 'cage') return { kind: 'cage', zone: (Math.min(3, Math.max(1, p.cage)) as 1 | 2 | 3) };
  if (p.where === 'dead') return { kind: 'dead' };
  return undefined;
}

export function fromMatchState(state: MatchState, options: MapOptions = {}): ArenaState {
  const home = homeTeam(state);
  const away: TeamIx = home === 0 ? 1 : 0;
  const colours = options.colours ?? teamColours(state.teams[home].raceId, state.teams[away].raceId);
  const selected = options.selected ?? state.action?.player ?? null;
  const free = new Set(state.freeActions.map((f) => f.player));
  const figures: ArenaFigure[] = state.players.map((p) => {
    const side = sideOfTeam(state, p.team);
    const onPitch = p.where === 'pitch' && p.hex !== OFF_PITCH;
    return {
      id: figureId(p.id),
      side,
      role: p.role,
      number: p.number,
      colours: colours[side],
      hex: onPitch ? p.hex : null,
      place: onPitch ? undefined : placeOf(p),
      facing: p.facing,
      fallen: onPitch && p.down,
      hasBall: state.ball.carrier === p.id,
      actionsUsed: (Math.min(2, Math.max(0, p.tokenActions)) as 0 | 1 | 2),
      freeAction: free.has(p.id),
      selected: selected === p.id,
    };
  });
  const ball: BallPlace =
    state.ball.carrier >= 0
      ? { kind: 'carried', figureId: figureId(state.ball.carrier) }
      : state.ball.hex !== OFF_PITCH
        ? { kind: 'hex', hex: state.ball.hex }
        : { kind: 'none' };
  const rushingSide = sideOfTeam(state, state.rushing);
  const other: ArenaSide = rushingSide === 'home' ? 'away' : 'home';
  return {
    figures,
    ball,
    rush: state.phase === 'rush' || state.phase === 'over' ? state.rush : 0,
    firstRushSide: state.rush % 2 === 1 ? rushingSide : state.rush === 0 ? 'home' : other,
    score: { home: state.score[home], away: state.score[away] },
    kits: { home: colours.home, away: colours.away },
  };
}
