/**
 * Blood Bowl's part of the `sim` fuzzer and the engine bench (src/shared/game/simulate.ts): how a
 * seed becomes a match (the four stock teams in turn), a chooser that plays on rather than ending
 * actions and turns at once (so blocks, passes and touchdowns happen), event tallies, and the
 * check that every preview matches the rolls that follow (preview-check.ts).
 */
import type { Chooser, SimulationConfig } from '../../game/simulate';
import { activationOf } from './engine/board';
import type { Decision, GameEvent, MatchSetup, MatchState } from './engine/types';
import { distance, xOf } from './pitch/pitch';
import { RACE_IDS } from './teams/races';
import { STOCK_ROSTERS } from './teams/stock';
import { previewWatcher } from './preview-check';
import { SEATS } from './summary';

export function simSetup(seed: number): MatchSetup {
  const a = RACE_IDS[seed % RACE_IDS.length];
  const b = RACE_IDS[Math.floor(seed / RACE_IDS.length) % RACE_IDS.length];
  return { teams: [STOCK_ROSTERS[a], STOCK_ROSTERS[b]], seed };
}

/** Not an ending (end-turn, end-action, time-up): compared directly, this runs for every listed decision. */
const carriesOn = (d: Decision): boolean => d.kind !== 'end-turn' && d.kind !== 'end-action' && d.kind !== 'time-up';

/**
 * One of the decisions `keep` accepts, uniformly (one draw of `random` even when none is kept):
 * the same draw and the same decision as indexing a filtered list, without making the list.
 */
function pickWhere(list: readonly Decision[], keep: (d: Decision) => boolean, random: () => number): Decision | undefined {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (keep(list[i] as Decision)) n++;
  let k = Math.floor(random() * n);
  for (let i = 0; i < list.length; i++) {
    const d = list[i] as Decision;
    if (keep(d) && k-- === 0) return d;
  }
  return undefined;
}

/** The ball carrier's own team's scoring direction: +1 for home, -1 for away. */
const forward = (team: 0 | 1): number => (team === 0 ? 1 : -1);

/**
 * Half the time the player nearest a loose ball goes for it, and half the time the ball carrier runs: his Move is declared and his steps go towards the end zone
 * he attacks, so touchdowns happen. Otherwise uniform over the decisions that carry on; an ending
 * only one time in eight (or when it is all there is).
 */
export const keenChooser: Chooser<MatchState, Decision> = (s, legal, random) => {
  const c = s.ball.at === 'carried' ? s.players[s.ball.player] : undefined;
  if (c && c.team === s.acting && random() < 0.5) {
    if (legal.prompt === 'action') {
      const run = legal.decisions.find((d) => d.kind === 'action' && d.player === c.id && d.action === 'move');
      if (run) return run;
    }
    if (legal.prompt === 'step' && activationOf(s)?.player === c.id && c.square !== null) {
      const here = xOf(c.square);
      const d = pickWhere(legal.decisions, (d) => d.kind === 'step' && (xOf(d.square) - here) * forward(c.team) > 0, random);
      if (d) return d;
    }
  }
  const loose = s.ball.at === 'ground' ? s.ball.square : null;
  if (loose !== null && s.acting !== null && random() < 0.5) {
    if (legal.prompt === 'action') {
      let best: Decision | undefined;
      let far = Infinity;
      for (const d of legal.decisions) {
        const sq = d.kind === 'action' && d.action === 'move' ? s.players[d.player]?.square : null;
        if (sq === null || sq === undefined) continue;
        if (distance(sq, loose) < far) [best, far] = [d, distance(sq, loose)];
      }
      if (best) return best;
    }
    const acting = legal.prompt === 'step' ? activationOf(s) : null;
    if (acting) {
      const d = pickWhere(legal.decisions, (d) => d.kind === 'step' && distance(d.square, loose) < distance(s.players[acting.player]?.square ?? d.square, loose), random);
      if (d) return d;
    }
  }
  if (legal.prompt === 'setup' && legal.count !== undefined && legal.at) {
    // The lazy set-up listing: placements and `setup-done`, none of them an ending, so both pools
    // below would be the whole list. Same draws as the eager path, without building the list.
    if (legal.count === 0) throw new RangeError('no legal decision at prompt setup');
    random();
    return legal.at(Math.floor(random() * legal.count));
  }
  const all = legal.decisions;
  let on = 0;
  for (let i = 0; i < all.length; i++) if (carriesOn(all[i] as Decision)) on++;
  const d = on > 0 && random() >= 0.125 ? pickWhere(all, carriesOn, random) : all[Math.floor(random() * all.length)];
  if (d === undefined) throw new RangeError(`no legal decision at prompt ${legal.prompt}`);
  return d;
};

export const BLOOD_BOWL_SIM: SimulationConfig<MatchState, Decision, GameEvent, MatchSetup> = {
  setup: simSetup,
  seats: SEATS,
  choose: keenChooser,
  watcher: previewWatcher,
  tallies: {
    touchdowns: (e) => e.type === 'touchdown',
    blocks: (e) => e.type === 'block',
    passes: (e) => e.type === 'pass',
    casualties: (e) => e.type === 'injury' && e.result === 'casualty',
    turnovers: (e) => e.type === 'turnover',
    sent_off: (e) => e.type === 'sent-off',
  },
};
