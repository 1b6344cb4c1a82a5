/** The roll-off: both coaches roll until one is higher; the winner picks home or away. */

import { other } from '../board';
import { ask, emit, type Run } from '../run';
import { coachOf } from '../state';
import type { TeamIx } from '../types';

export function doRollOff(r: Run): void {
  const ws = r.ws;
  let winner: TeamIx;
  for (;;) {
    const a = r.dice.d6();
    const b = r.dice.d6();
    const w = a > b ? 'A' : b > a ? 'B' : null;
    emit(r, { type: 'roll-off', faces: [a, b], winner: w });
    if (w) {
      winner = w === 'A' ? 0 : 1;
      break;
    }
  }
  const d = ask(r, 'choose-side', winner, -1, [
    { kind: 'side', side: 'home' },
    { kind: 'side', side: 'away' },
  ]);
  const side = d.kind === 'side' ? d.side : 'home';
  ws.home = side === 'home' ? winner : other(winner);
  emit(r, { type: 'side-chosen', coach: coachOf(winner), side });
  ws.phase = 'setup';
  ws.setupTeam = ws.home;
}
