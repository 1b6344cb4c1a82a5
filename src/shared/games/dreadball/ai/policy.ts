import { OFF_PITCH, PITCH_HEXES, type HexId } from '../pitch/pitch';
import { CENTRE_COLUMN } from '../pitch/zones';
import type { Direction } from '../../../hex/axial';
import type { Decision, Legal, MatchState, PlayerRec, TeamIx } from '../engine/types';
import { facingTowards, hexDist } from './geometry';
import { bestChance, sideOfTeam } from './evaluate';

/**
 * Fast default answers used inside look-ahead (and by Easy for the prompts it does not search):
 * no search, a few lines of judgement each. Every answer is one of the legal options.
 */

function teamIx(c: 'A' | 'B'): TeamIx {
  return c === 'A' ? 0 : 1;
}

/** Where the ball is (loose hex or carrier's hex), or -1. */
export function ballHex(s: MatchState): HexId {
  if (s.ball.carrier >= 0) return s.players[s.ball.carrier].hex;
  return s.ball.hex;
}

/** A sensible facing for player `p`: at the ball if loose or carried by the other team, else towards scoring. */
export function preferredFacing(s: MatchState, p: PlayerRec): Direction {
  const b = ballHex(s);
  if (p.hex === OFF_PITCH) return 0;
  if (s.ball.carrier === p.id) {
    const c = bestChance(s, p);
    if (c) return facingTowards(p.hex, c.strikeHex === p.hex ? c.hex : c.strikeHex);
  }
  if (b >= 0 && b !== p.hex && !(s.ball.carrier >= 0 && s.players[s.ball.carrier].team === p.team)) return facingTowards(p.hex, b);
  return sideOfTeam(s, p.team) === 'home' ? 0 : 3;
}

function pick<K extends Decision['kind']>(legal: Legal, kind: K): Extract<Decision, { kind: K }>[] {
  return legal.decisions.filter((d): d is Extract<Decision, { kind: K }> => d.kind === kind);
}

export function defaultDecision(s: MatchState, legal: Legal): Decision {
  const ds = legal.decisions;
  const first = ds[0] as Decision;
  const pr = s.prompt;
  switch (legal.prompt) {
    case 'roll-off':
      return first;
    case 'choose-side':
      return ds.find((d) => d.kind === 'side' && d.side === 'home') ?? first;
    case 'facing': {
      const pid = pr ? pr.player : -1;
      const p = s.players[pid];
      if (!p) return first;
      const f = s.phase === 'setup' ? (sideOfTeam(s, p.team) === 'home' ? 0 : 3) : preferredFacing(s, p);
      return ds.find((d) => d.kind === 'facing' && d.facing === f) ?? first;
    }
    case 'coach-dice':
      return ds.find((d) => d.kind === 'coach-dice' && d.count === 0) ?? first;
    case 'defence': {
      const t = pr ? s.players[pr.player] : undefined;
      const a = s.action ? s.players[s.action.player] : undefined;
      const counter = ds.find((d) => d.kind === 'defend' && d.choice === 'counter-slam');
      if (counter && t && a && (t.role === 'guard' || t.strength <= a.strength) && s.ball.carrier !== t.id) return counter;
      return ds.find((d) => d.kind === 'defend' && d.choice === 'duck') ?? first;
    }
    case 'push': {
      // Push the victim away from the ball; one's own player (Steady Feet) goes towards it.
      const b = ballHex(s);
      const pushed = s.prompt ? s.players[s.prompt.player] : undefined;
      const sign = pushed && legal.decider && pushed.team === teamIx(legal.decider) ? -1 : 1;
      let best = first;
      let bd = -Infinity;
      for (const d of pick(legal, 'push')) {
        const dd = sign * (b >= 0 ? hexDist(d.hex, b) : 0);
        if (dd > bd) {
          bd = dd;
          best = d;
        }
      }
      return best;
    }
    case 'follow-up':
      return ds.find((d) => d.kind === 'follow-up' && !d.follow) ?? first;
    case 'duck-step':
      return first;
    case 'hurry-up': {
      // Hurry Up Offense: a step nearer the ball (it never lands next to it).
      const b = ballHex(s);
      let best = first;
      let bd = first.kind === 'duck-step' && b >= 0 ? hexDist(first.hex, b) : 0;
      for (const d of pick(legal, 'duck-step')) {
        const dd = b >= 0 ? hexDist(d.hex, b) : 0;
        if (dd < bd) {
          bd = dd;
          best = d;
        }
      }
      return best;
    }
    case 'free-action':
      return ds.find((d) => d.kind === 'free-action' && d.action === 'decline') ?? first;
    case 'career': {
      // Stiff Arm and Counterattack are always worth it; Pitch Control rolls again only a 1.
      const pitch = s.prompt?.launchRoll;
      const use = pitch === undefined || pitch === 1;
      return ds.find((d) => d.kind === 'career' && d.use === use) ?? first;
    }
    case 'target':
      return defaultTarget(s, legal);
    case 'setup':
      return setupDecision(s, legal, null);
    default:
      return ds.find((d) => d.kind === 'end-rush') ?? first;
  }
}

function defaultTarget(s: MatchState, legal: Legal): Decision {
  const ds = legal.decisions;
  const strike = ds.find((d) => d.kind === 'target-hex');
  if (strike) return strike;
  const a = s.action;
  const me = a ? s.players[a.player] : undefined;
  const carrierId = s.ball.carrier;
  const onCarrier = ds.find((d) => d.kind === 'target' && d.player === carrierId);
  if (onCarrier && me && s.players[carrierId].team !== me.team) return onCarrier;
  if (me && a?.kind === 'throw') {
    // Pass to the team-mate with the best chance, else at the nearest opponent.
    let best: Decision | null = null;
    let bv = -1;
    for (const d of ds) {
      if (d.kind !== 'target') continue;
      const q = s.players[d.player];
      if (q.team !== me.team) continue;
      const c = bestChance(s, q);
      const v = c ? c.ev / c.actions : 0;
      if (v > bv) {
        bv = v;
        best = d;
      }
    }
    if (best) return best;
  }
  // Slam: a Striker if any (they cannot counter-slam), else the first.
  for (const d of ds) if (d.kind === 'target' && s.players[d.player].role === 'striker') return d;
  return ds[0] as Decision;
}

// ------------------------------------------------------------------------------------------
// Set-up: a formation near the launch column, guards in front, Jacks and Strikers close to the
// column to catch the launch, spread so that no two stand side by side.
// ------------------------------------------------------------------------------------------

function columnDistance(h: HexId): number {
  let d = 99;
  for (const c of CENTRE_COLUMN) d = Math.min(d, hexDist(h, c));
  return d;
}

const ROLE_ORDER: Record<string, number> = { jack: 0, striker: 1, guard: 2 };

function setupHexScore(s: MatchState, p: PlayerRec, h: HexId): number {
  const a = PITCH_HEXES[h];
  const cd = columnDistance(h);
  const want = p.role === 'guard' ? 1 : p.role === 'jack' ? 1 : 2;
  let v = -Math.abs(cd - want) * 3 - Math.abs(a.r) * (p.role === 'striker' ? 0.3 : 0.6);
  for (const q of s.players) {
    if (q.where !== 'pitch' || q.team !== p.team) continue;
    const d = hexDist(q.hex, h);
    if (d <= 1) v -= 4;
    else if (d === 2) v -= 1;
  }
  return v;
}

/** Set-up choice: the next player by role order on its best hex; done at six or an empty bench. */
export function setupDecision(s: MatchState, legal: Legal, noise: (() => number) | null): Decision {
  const places = pick(legal, 'place');
  const done = legal.decisions.find((d) => d.kind === 'setup-done') ?? (legal.decisions[0] as Decision);
  if (places.length === 0) return done;
  const team = teamIx(legal.decider ?? 'A');
  const bench = s.players.filter((p) => p.team === team && p.where === 'bench');
  const onPitch = s.players.filter((p) => p.team === team && p.where === 'pitch');
  // Aim for 2 guards, then fill with Jacks and Strikers (alternating).
  const count = (r: string): number => onPitch.filter((p) => p.role === r).length;
  bench.sort((x, y) => {
    const want = (p: PlayerRec): number => {
      if (p.role === 'guard') return count('guard') < 2 ? 0 : 3;
      return count(p.role) - (p.role === 'jack' ? 0.5 : 0) + 1 + (ROLE_ORDER[p.role] ?? 0) * 0.1;
    };
    return want(x) - want(y) || x.id - y.id;
  });
  const p = bench[0];
  let best: Decision = places[0];
  let bv = -Infinity;
  for (const d of places) {
    if (d.player !== p.id) continue;
    const v = setupHexScore(s, p, d.hex) + (noise ? noise() : 0);
    if (v > bv) {
      bv = v;
      best = d;
    }
  }
  return best;
}
