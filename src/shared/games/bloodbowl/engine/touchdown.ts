/**
 * Touchdowns (rules file, "Turnovers, re-rolls and skills"): a standing player holding the ball
 * in the end zone he attacks scores at once, in any turn. The drive ends; scored in the
 * opponent's turn, that turn ends and the scoring team loses its next turn of the half.
 */
import { isScoringEndZone } from '../pitch/pitch';
import { carrier, isStanding } from './board';
import { type Ctx, emit, turnover, writableTeam } from './context';

export function checkTouchdown(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.scored !== null) return false;
  const c = carrier(s);
  if (!c || !isStanding(c) || c.square === null || !isScoringEndZone(c.team, c.square)) return false;
  const team = writableTeam(ctx, c.team);
  team.score++;
  s.scored = c.team;
  emit(ctx, { type: 'touchdown', player: c.id, team: c.team, score: [s.teams[0].score, s.teams[1].score] });
  if (s.acting !== null && s.acting !== c.team && team.turns < 8) {
    team.turns++;
    emit(ctx, { type: 'lost-turn', team: c.team });
  }
  turnover(ctx, 'touchdown');
  return true;
}
