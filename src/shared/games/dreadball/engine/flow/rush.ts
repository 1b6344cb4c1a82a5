/** A rush starts (with a launch when one is due) and ends (cage moves, then the other coach's rush). */

import { other } from '../board';
import { teamHas } from '../career/hooks';
import { emit, type Run } from '../run';
import { MAX_COACH_DICE } from '../../teams/roster';
import { coachOf, RUSHES } from '../state';
import type { RushEndReason } from '../types';
import { moveCage } from './cage';
import { lastRushEnded } from './final-whistle';
import { hurryUp } from './hurry-up';
import { launch } from './launch';
import { renewTokens } from './tokens';

export function startRush(r: Run): void {
  const ws = r.ws;
  emit(r, { type: 'rush-start', rush: ws.rush, coach: coachOf(ws.rushing), suddenDeath: ws.suddenDeath });
  if (ws.launchPending) launch(r);
  hurryUp(r);
}

export function endRush(r: Run, reason: RushEndReason): void {
  const ws = r.ws;
  emit(r, { type: 'rush-end', rush: ws.rush, coach: coachOf(ws.rushing), reason });
  sponsorship(r);
  renewTokens(r);
  // Counterattack is once per rush.
  if (ws.counterattacked) delete ws.counterattacked;
  moveCage(r);
  ws.rushEnd = null;
  ws.action = null;
  ws.suspended = [];
  if (ws.rush >= RUSHES && lastRushEnded(r)) return;
  ws.rushing = other(ws.rushing);
  ws.rush++;
  startRush(r);
}

/** Sponsorship Deal: tokens left unspent at the end of the rush may win a coach die for the match. */
function sponsorship(r: Run): void {
  const ws = r.ws;
  const team = ws.rushing;
  const unspent = ws.tokens;
  if (unspent <= 0 || !teamHas(ws, team, 'sponsorship') || ws.coachDice[team] >= MAX_COACH_DICE) return;
  const roll = r.dice.d6();
  const gained = roll <= unspent;
  if (gained) ws.coachDice[team] += 1;
  emit(r, { type: 'sponsorship', coach: coachOf(team), roll, unspent, gained });
}
