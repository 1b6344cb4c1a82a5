/** Points scored: the totals, the score-difference track, a landslide, or the sudden-death winner. */

import { other } from '../board';
import { emit, type Run } from '../run';
import { coachOf, LANDSLIDE } from '../state';
import type { TeamIx } from '../types';
import { endMatch } from './match-end';

export function addScore(r: Run, team: TeamIx, points: number): void {
  const ws = r.ws;
  ws.score[team] += points;
  const home = ws.home === -1 ? 0 : ws.home;
  ws.scoreDiff = ws.score[home] - ws.score[other(home)];
  emit(r, { type: 'score', coach: coachOf(team), points, score: [ws.score[0], ws.score[1]], scoreDiff: ws.scoreDiff });
  if (ws.suddenDeath) endMatch(r, team, 'sudden-death-strike');
  else if (Math.abs(ws.scoreDiff) >= LANDSLIDE) {
    emit(r, { type: 'landslide', winner: coachOf(team) });
    endMatch(r, team, 'landslide');
  }
}
