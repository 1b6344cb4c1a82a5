/** A rush starts (with a launch when one is due) and ends (cage moves, then the other coach's rush). */

import { other } from '../board';
import { emit, type Run } from '../run';
import { coachOf, RUSHES } from '../state';
import type { RushEndReason } from '../types';
import { moveCage } from './cage';
import { lastRushEnded } from './final-whistle';
import { launch } from './launch';
import { renewTokens } from './tokens';

export function startRush(r: Run): void {
  const ws = r.ws;
  emit(r, { type: 'rush-start', rush: ws.rush, coach: coachOf(ws.rushing), suddenDeath: ws.suddenDeath });
  if (ws.launchPending) launch(r);
}

export function endRush(r: Run, reason: RushEndReason): void {
  const ws = r.ws;
  emit(r, { type: 'rush-end', rush: ws.rush, coach: coachOf(ws.rushing), reason });
  renewTokens(r);
  moveCage(r);
  ws.rushEnd = null;
  ws.action = null;
  ws.suspended = [];
  if (ws.rush >= RUSHES && lastRushEnded(r)) return;
  ws.rushing = other(ws.rushing);
  ws.rush++;
  startRush(r);
}
