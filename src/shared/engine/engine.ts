import { Dice, DiceExhaustedError } from '../dice/rng';
import { type DieFace, compareOpposed, rollTest } from '../dice/test';
import { type Axial, type Direction, facingTowards } from '../hex/axial';
import { OFF_PITCH, PITCH_SIZE, bounceDirection, type HexId } from '../pitch/pitch';
import { ACCESS_HEX, AWAY_FROM_END, LAUNCH_WALL_HEXES, STRIKE_ZONES, type Side, type StrikeZone, launchPath, zonesForThrower } from '../pitch/zones';
import { listMoves, type MoveEnv, type MoveUnit, validatePath } from './movement';
import { LANDSLIDE, MAX_TOKEN_ACTIONS, RUSHES, TOKENS_PER_RUSH, coachOf } from './state';
import { SETUP_HEXES, axialOf, clearRoute, dirBetween, dist, inFront, nb, threatensId } from './tables';
import type {
  ActionCtx,
  ActionKind,
  ApplyResult,
  Decision,
  GameEvent,
  Legal,
  MatchState,
  Modifier,
  PlayerRec,
  PromptKind,
  ResultReason,
  RushEndReason,
  SubPrompt,
  TeamIx,
  TestKind,
} from './types';

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const other = (t: TeamIx): TeamIx => (t === 0 ? 1 : 0);

export function sideOf(s: MatchState, t: TeamIx): Side {
  return s.home === t ? 'home' : 'away';
}

function pl(s: MatchState, id: number): PlayerRec {
  const p = s.players[id];
  if (!p) throw new RangeError(`no player ${id}`);
  return p;
}

function occupant(s: MatchState, hex: HexId): PlayerRec | null {
  if (hex === OFF_PITCH) return null;
  for (const p of s.players) if (p.where === 'pitch' && p.hex === hex) return p;
  return null;
}

function standingAt(s: MatchState, hex: HexId): PlayerRec | null {
  const p = occupant(s, hex);
  return p && !p.down ? p : null;
}

function looseBallHex(s: MatchState): HexId {
  return s.ball.carrier < 0 ? s.ball.hex : OFF_PITCH;
}

function threatCount(s: MatchState, hex: HexId, team: TeamIx, ignore: number): number {
  let n = 0;
  for (const p of s.players) {
    if (p.team !== team && p.where === 'pitch' && !p.down && p.id !== ignore && threatensId(p.hex, p.facing, hex)) n++;
  }
  return n > 2 ? 2 : n;
}

function onPitchCount(s: MatchState, team: TeamIx): number {
  let n = 0;
  for (const p of s.players) if (p.team === team && p.where === 'pitch') n++;
  return n;
}

const blockedScratch = new Uint8Array(PITCH_SIZE);

function standingMask(s: MatchState): Uint8Array {
  blockedScratch.fill(0);
  for (const p of s.players) if (p.where === 'pitch' && !p.down) blockedScratch[p.hex] = 1;
  return blockedScratch;
}

/** A standing player at `p` can see `h`: it is in the front arc and a shortest route is clear. */
function canSee(s: MatchState, p: PlayerRec, h: Axial): boolean {
  if (!inFront(p.hex, p.facing, h)) return false;
  return clearRoute(axialOf(p.hex), h, standingMask(s));
}

function faceTowards(from: HexId, to: HexId): Direction {
  const d = dirBetween(from, to);
  return d === -1 ? facingTowards(axialOf(from), axialOf(to)) : d;
}

export function decisionKey(d: Decision): string {
  switch (d.kind) {
    case 'roll-off':
    case 'setup-done':
    case 'end-rush':
      return d.kind;
    case 'side':
      return `side|${d.side}`;
    case 'place':
      return `place|${d.player}|${d.hex}`;
    case 'facing':
      return `facing|${d.facing}`;
    case 'action':
      return `action|${d.player}|${d.action}`;
    case 'move':
      return `move|${d.path.join(',')}|${d.facing}`;
    case 'target':
      return `target|${d.player}`;
    case 'target-hex':
      return `target-hex|${d.hex}`;
    case 'defend':
      return `defend|${d.choice}`;
    case 'coach-dice':
      return `coach-dice|${d.count}`;
    case 'push':
      return `push|${d.hex}`;
    case 'follow-up':
      return `follow-up|${d.follow}`;
    case 'duck-step':
      return `duck-step|${d.hex}`;
    case 'free-action':
      return `free-action|${d.action}`;
  }
}

/** Field-by-field equality of two decisions (what `decisionKey` would say, without the strings). */
export function sameDecision(a: Decision, b: Decision): boolean {
  if (a.kind !== b.kind) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  switch (a.kind) {
    case 'roll-off':
    case 'setup-done':
    case 'end-rush':
      return true;
    case 'side':
      return x.side === y.side;
    case 'place':
      return x.player === y.player && x.hex === y.hex;
    case 'facing':
      return x.facing === y.facing;
    case 'action':
      return x.player === y.player && x.action === y.action;
    case 'move': {
      const p = x.path as unknown[];
      const q = y.path as unknown[];
      if (x.facing !== y.facing || !Array.isArray(q) || p.length !== q.length) return false;
      for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) return false;
      return true;
    }
    case 'target':
      return x.player === y.player;
    case 'target-hex':
    case 'push':
    case 'duck-step':
      return x.hex === y.hex;
    case 'defend':
      return x.choice === y.choice;
    case 'coach-dice':
      return x.count === y.count;
    case 'follow-up':
      return x.follow === y.follow;
    case 'free-action':
      return x.action === y.action;
  }
}

// ---------------------------------------------------------------------------------------------
// Resolution runs. A decision at a settled prompt starts a run; questions asked during the run
// (coach dice, duck or counter-slam, push hex, ...) stop it. The answer restarts the run from the
// same base state with the answers so far: dice come from the same saved generator state, so the
// run retraces its steps exactly and continues one question further.
// ---------------------------------------------------------------------------------------------

class NeedDecision {
  constructor(readonly prompt: SubPrompt) {}
}

interface Run {
  /** Whether `ws.players` is already this run's own copy. */
  ownPlayers: boolean;
  /** Units of the move decision when apply has just validated it against the same state. */
  units: MoveUnit[] | null;
  ws: MatchState;
  dice: Dice;
  events: GameEvent[];
  answers: readonly Decision[];
  ai: number;
}

function ask(r: Run, kind: PromptKind, team: TeamIx, player: number, options: Decision[]): Decision {
  if (options.length === 1) return options[0] as Decision;
  if (r.ai < r.answers.length) return r.answers[r.ai++] as Decision;
  throw new NeedDecision({ kind, decider: coachOf(team), options, player });
}

function emit(r: Run, e: GameEvent): void {
  r.events.push(e);
}

function set(r: Run, id: number, patch: Partial<PlayerRec>): PlayerRec {
  const p = { ...pl(r.ws, id), ...patch };
  if (!r.ownPlayers) {
    r.ws.players = r.ws.players.slice();
    r.ownPlayers = true;
  }
  r.ws.players[id] = p;
  return p;
}

function workCopy(s: MatchState): MatchState {
  return {
    ...s,
    // The player list is copied on the first change (see `set`).
    players: s.players,
    ball: { hex: s.ball.hex, carrier: s.ball.carrier },
    score: [s.score[0], s.score[1]],
    coachDice: [s.coachDice[0], s.coachDice[1]],
    // suspended and freeActions are only ever replaced, never changed in place: shared safely.
    action: s.action ? { ...s.action } : null,
    prompt: null,
    resume: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

function threatMod(s: MatchState, hex: HexId, team: TeamIx, ignore: number): Modifier[] {
  const n = threatCount(s, hex, team, ignore);
  return n > 0 ? [{ reason: 'threat', dice: -n }] : [];
}

function chooseCoachDice(r: Run, pid: number): number {
  const team = pl(r.ws, pid).team;
  const have = r.ws.coachDice[team];
  if (have <= 0) return 0;
  const options: Decision[] = [];
  for (let n = 0; n <= have; n++) options.push({ kind: 'coach-dice', count: n });
  const d = ask(r, 'coach-dice', team, pid, options);
  const n = d.kind === 'coach-dice' ? d.count : 0;
  if (n > 0) {
    r.ws.coachDice[team] = have - n;
    emit(r, { type: 'coach-dice-spent', coach: coachOf(team), count: n, left: have - n });
  }
  return n;
}

function roll(r: Run, pid: number, test: TestKind, target: number, base: number, modifiers: Modifier[], coach: number, needed: number | null): number {
  let dice = base;
  for (const m of modifiers) dice += m.dice;
  if (dice < 0) dice = 0;
  const res = dice + coach > 0 ? rollTest(r.dice, dice, coach, target) : { faces: [], successes: 0 };
  const successes = res.successes;
  const outcome = needed === null ? 'opposed' : successes >= 2 * needed ? 'spectacular' : successes >= needed ? 'pass' : 'fail';
  emit(r, { type: 'test', player: pid, test, target, base, modifiers, dice, coachDice: coach, faces: res.faces as DieFace[], successes, needed, outcome });
  return successes;
}

/** A (1) or (123) test of one player, with the coach-dice question first. */
function single(r: Run, pid: number, test: TestKind, target: number, base: number, modifiers: Modifier[], needed: number): number {
  const coach = chooseCoachDice(r, pid);
  return roll(r, pid, test, target, base, modifiers, coach, needed);
}

function roleMods(p: PlayerRec, role: 'guard' | 'striker'): Modifier[] {
  return p.role === role ? [{ reason: role, dice: 1 }] : [];
}

// ---------------------------------------------------------------------------------------------
// Ball
// ---------------------------------------------------------------------------------------------

function offerFree(r: Run, pid: number, kinds: ActionKind[]): void {
  r.ws.freeActions = [...r.ws.freeActions, { player: pid, kinds }];
  emit(r, { type: 'free-action-offered', player: pid, kinds });
}

/** A catch attempt (inaccurate pass or scatter: base 0; a pass: the throw's successes). */
function catchTest(r: Run, pid: number, base: number): boolean {
  const p = pl(r.ws, pid);
  const mods = [...roleMods(p, 'striker'), ...threatMod(r.ws, p.hex, p.team, -1)];
  const n = single(r, pid, 'catch', p.skill, base, mods, 1);
  if (n >= 1) {
    r.ws.ball = { hex: OFF_PITCH, carrier: pid };
    emit(r, { type: 'ball-held', player: pid, how: 'catch' });
    if (n >= 2) offerFree(r, pid, ['run', 'throw']);
    return true;
  }
  emit(r, { type: 'fumble', player: pid });
  return false;
}

function rushingHolds(s: MatchState): boolean {
  return s.ball.carrier >= 0 && pl(s, s.ball.carrier).team === s.rushing;
}

/**
 * The ball scatters from `from` until it rests or is caught. `lost` is true when the rushing team
 * just lost it (the rush then ends unless a team-mate catches it).
 */
function scatter(r: Run, from: HexId, lost: boolean): void {
  const ws = r.ws;
  ws.ball = { hex: from, carrier: -1 };
  let fumbled = lost;
  let start = from;
  for (;;) {
    const sp = standingAt(ws, start);
    const dir1 = (sp ? sp.facing : AWAY_FROM_END[sideOf(ws, ws.rushing)]) as Direction;
    const directionRoll = r.dice.d6();
    const dir = ((dir1 + directionRoll - 1) % 6) as Direction;
    const distance = r.dice.d6();
    emit(r, { type: 'scatter', from: start, direction1: dir1, directionRoll, direction: dir, distance });
    let pos = start;
    let d = dir;
    let hit: PlayerRec | null = null;
    for (let s = 0; s < distance; s++) {
      const n = nb(pos, d);
      if (n === OFF_PITCH) {
        d = bounceDirection(pos, d);
        emit(r, { type: 'bounce', hex: pos, direction: d });
        continue;
      }
      pos = n;
      emit(r, { type: 'ball-step', hex: pos });
      const o = standingAt(ws, pos);
      if (o) {
        hit = o;
        break;
      }
    }
    ws.ball = { hex: pos, carrier: -1 };
    if (hit) {
      if (hit.role !== 'guard' && canSee(ws, hit, axialOf(start))) {
        if (catchTest(r, hit.id, 0)) break;
        if (hit.team === ws.rushing) fumbled = true;
      }
      start = pos;
      continue;
    }
    if (occupant(ws, pos)) {
      start = pos;
      continue;
    }
    emit(r, { type: 'ball-stops', hex: pos });
    break;
  }
  if (fumbled && !rushingHolds(ws) && ws.rushEnd === null) ws.rushEnd = 'ball-lost';
}

function launch(r: Run): void {
  const ws = r.ws;
  const side = sideOf(ws, ws.rushing);
  const path = launchPath(side);
  const first = r.dice.d6();
  const hexes: HexId[] = [];
  const reach = first <= 5 ? 2 * first : 10;
  let wallRoll: number | null = null;
  let stop: PlayerRec | null = null;
  let prev: Axial = (() => {
    const a = axialOf(path[0] as HexId);
    const b = axialOf(path[1] as HexId);
    return { q: 2 * a.q - b.q, r: 2 * a.r - b.r };
  })();
  let cameFrom = prev;
  const visit = (h: HexId): boolean => {
    hexes.push(h);
    const o = standingAt(ws, h);
    if (o) {
      stop = o;
      cameFrom = prev;
      return true;
    }
    prev = axialOf(h);
    return false;
  };
  let stopped = false;
  for (let i = 0; i < reach && !stopped; i++) stopped = visit(path[i] as HexId);
  if (!stopped && first === 6) {
    wallRoll = r.dice.d6();
    visit((LAUNCH_WALL_HEXES[side] as readonly HexId[])[wallRoll <= 3 ? 0 : 1] as HexId);
  }
  emit(r, { type: 'ball-launched', side, roll: first, wallRoll, hexes });
  const end = hexes[hexes.length - 1] as HexId;
  ws.ball = { hex: end, carrier: -1 };
  ws.launchPending = false;
  const catcher = stop as PlayerRec | null;
  if (catcher) {
    let lost = false;
    if (catcher.role !== 'guard' && canSee(ws, catcher, cameFrom)) {
      if (catchTest(r, catcher.id, 0)) return;
      lost = catcher.team === ws.rushing;
    }
    scatter(r, end, lost);
    return;
  }
  if (occupant(ws, end)) {
    scatter(r, end, false);
    return;
  }
  emit(r, { type: 'ball-stops', hex: end });
}

// ---------------------------------------------------------------------------------------------
// Falls, armour, removal
// ---------------------------------------------------------------------------------------------

/** A player ends up lying in `hex` (a failed roll moves him there first). */
function fall(r: Run, pid: number, hex: HexId): void {
  const p = set(r, pid, { hex, down: true });
  emit(r, { type: 'fall', player: pid, hex });
  if (r.ws.ball.carrier === pid) scatter(r, hex, p.team === r.ws.rushing);
  else if (looseBallHex(r.ws) === hex) scatter(r, hex, false);
}

function removeFromPitch(r: Run, pid: number, where: 'cage' | 'dead', zone: number): void {
  const p = pl(r.ws, pid);
  const hex = p.hex;
  const carried = r.ws.ball.carrier === pid;
  set(r, pid, { where, hex: OFF_PITCH, down: false, cage: zone, facing: 0 });
  if (carried) scatter(r, hex, p.team === r.ws.rushing);
}

function armour(r: Run, pid: number, damage: number): void {
  const p = pl(r.ws, pid);
  const n = single(r, pid, 'armour', p.armour, 3, roleMods(p, 'guard'), damage);
  const left = damage - n;
  if (left <= 0) return;
  if (left >= 4) {
    emit(r, { type: 'death', player: pid });
    removeFromPitch(r, pid, 'dead', 0);
  } else {
    emit(r, { type: 'injury', player: pid, zone: left });
    removeFromPitch(r, pid, 'cage', left);
  }
}

// ---------------------------------------------------------------------------------------------
// Match flow
// ---------------------------------------------------------------------------------------------

function endMatch(r: Run, winner: TeamIx | null, reason: ResultReason): void {
  const ws = r.ws;
  ws.phase = 'over';
  ws.result = { winner: winner === null ? null : coachOf(winner), reason };
  ws.action = null;
  ws.suspended = [];
  ws.freeActions = [];
  ws.rushEnd = null;
  emit(r, { type: 'match-end', winner: ws.result.winner, reason, score: [ws.score[0], ws.score[1]] });
}

function addScore(r: Run, team: TeamIx, points: number): void {
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

function startRush(r: Run): void {
  const ws = r.ws;
  emit(r, { type: 'rush-start', rush: ws.rush, coach: coachOf(ws.rushing), suddenDeath: ws.suddenDeath });
  if (ws.launchPending) launch(r);
}

function endRush(r: Run, reason: RushEndReason): void {
  const ws = r.ws;
  emit(r, { type: 'rush-end', rush: ws.rush, coach: coachOf(ws.rushing), reason });
  const toBench: number[] = [];
  const toZone1: number[] = [];
  const toZone2: number[] = [];
  for (const p of ws.players) {
    if (p.tokenActions !== 0) set(r, p.id, { tokenActions: 0 });
    if (p.team !== ws.rushing || p.where !== 'cage') continue;
    if (p.cage === 1) {
      set(r, p.id, { where: 'bench', cage: 0 });
      toBench.push(p.id);
    } else if (p.cage === 2) {
      set(r, p.id, { cage: 1 });
      toZone1.push(p.id);
    } else if (p.cage === 3) {
      set(r, p.id, { cage: 2 });
      toZone2.push(p.id);
    }
  }
  if (toBench.length + toZone1.length + toZone2.length > 0) emit(r, { type: 'cage-moves', team: coachOf(ws.rushing), toBench, toZone1, toZone2 });
  ws.tokens = TOKENS_PER_RUSH;
  ws.rushEnd = null;
  ws.action = null;
  ws.suspended = [];
  if (ws.rush >= RUSHES) {
    if (!ws.suddenDeath) {
      if (ws.scoreDiff !== 0) {
        const home = ws.home === -1 ? 0 : ws.home;
        endMatch(r, ws.scoreDiff > 0 ? home : other(home), 'final-whistle');
        return;
      }
      ws.suddenDeath = true;
      ws.rush = 0;
      emit(r, { type: 'sudden-death' });
    } else {
      endMatch(r, null, 'sudden-death-timeout');
      return;
    }
  }
  ws.rushing = other(ws.rushing);
  ws.rush++;
  startRush(r);
}

function hasThrower(s: MatchState, team: TeamIx): boolean {
  for (const p of s.players) if (p.team === team && p.where === 'pitch' && p.role !== 'guard') return true;
  return false;
}

function actorOk(s: MatchState, a: ActionCtx): boolean {
  const p = pl(s, a.player);
  if (p.where === 'pitch') return !p.down;
  return p.where === 'bench' && a.used === 0;
}

/** Brings the state to the next settled prompt: free actions, rush ends, resumed actions. */
function settle(r: Run): void {
  const ws = r.ws;
  for (;;) {
    if (ws.phase !== 'rush') return;
    if (ws.suddenDeath) {
      const a = hasThrower(ws, 0);
      const b = hasThrower(ws, 1);
      if (!a || !b) {
        endMatch(r, a ? 0 : b ? 1 : null, a || b ? 'sudden-death-throwers' : 'sudden-death-draw');
        return;
      }
    }
    if (ws.freeActions.length > 0) {
      if (ws.action) {
        ws.suspended = [...ws.suspended, ws.action];
        ws.action = null;
      }
      return;
    }
    if (ws.action) {
      if (!actorOk(ws, ws.action) || (ws.action.stage === 'target' && targets(ws, ws.action).length === 0)) {
        endAction(r, ws.action.stage === 'target');
        continue;
      }
      // A free action of the other team runs to its end before the rush it interrupted ends;
      // an action of the rushing team stops where the rush ends.
      if (ws.rushEnd === null || pl(ws, ws.action.player).team !== ws.rushing) return;
    }
    if (ws.rushEnd !== null) {
      if (ws.action) endAction(r);
      endRush(r, ws.rushEnd);
      continue;
    }
    if (ws.suspended.length > 0) {
      const a = ws.suspended[ws.suspended.length - 1] as ActionCtx;
      ws.suspended = ws.suspended.slice(0, -1);
      ws.action = { ...a };
      continue;
    }
    if (ws.tokens <= 0) {
      ws.rushEnd = 'tokens';
      continue;
    }
    return;
  }
}

function endAction(r: Run, noTarget = false): void {
  const a = r.ws.action;
  if (!a) return;
  if (noTarget) emit(r, { type: 'no-target', player: a.player });
  emit(r, { type: 'action-end', player: a.player });
  r.ws.action = null;
}

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

const FACINGS: Decision[] = [0, 1, 2, 3, 4, 5].map((f) => ({ kind: 'facing', facing: f as Direction }));

function doRollOff(r: Run): void {
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

function doPlace(r: Run, pid: number, hex: HexId): void {
  const p = set(r, pid, { where: 'pitch', hex, down: false });
  emit(r, { type: 'placed', player: pid, hex });
  const d = ask(r, 'facing', p.team, pid, FACINGS);
  const facing = d.kind === 'facing' ? d.facing : 0;
  set(r, pid, { facing });
  emit(r, { type: 'faced', player: pid, facing });
}

function doSetupDone(r: Run): void {
  const ws = r.ws;
  emit(r, { type: 'setup-done', coach: coachOf(ws.setupTeam) });
  if (ws.setupTeam === ws.home) {
    ws.setupTeam = other(ws.setupTeam);
    return;
  }
  ws.phase = 'rush';
  ws.rush = 1;
  ws.rushing = ws.home === -1 ? 0 : ws.home;
  ws.tokens = TOKENS_PER_RUSH;
  startRush(r);
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

function adjacentOpponents(s: MatchState, p: PlayerRec): number[] {
  const out: number[] = [];
  if (p.where !== 'pitch') return out;
  for (const o of s.players) if (o.team !== p.team && o.where === 'pitch' && !o.down && dist(o.hex, p.hex) === 1) out.push(o.id);
  return out;
}

function makeCtx(s: MatchState, p: PlayerRec, kind: ActionKind, free: boolean): ActionCtx {
  const jackStep = p.role === 'jack' && (kind === 'slam' || kind === 'snatch' || kind === 'throw');
  const plan = kind === 'sprint' ? 'sprint' : 'run';
  const allowance = jackStep ? 1 : kind === 'sprint' ? 2 * p.move : p.move;
  return {
    player: p.id,
    kind,
    free,
    stage: 'move',
    plan,
    allowance,
    extrasAllowed: !jackStep,
    used: 0,
    dodges: 0,
    extras: 0,
    movedOrTurned: false,
    adjacentAtStart: adjacentOpponents(s, p),
  };
}

function declareAction(r: Run, pid: number, kind: ActionKind, free: boolean): void {
  const ws = r.ws;
  let p = pl(ws, pid);
  if (!free) {
    ws.tokens -= 1;
    p = set(r, pid, { tokenActions: p.tokenActions + 1 });
  }
  emit(r, { type: 'action', player: pid, action: kind, free, tokensLeft: ws.tokens });
  ws.action = makeCtx(ws, p, kind, free);
  if (kind === 'stand-up') standUp(r, pid);
}

function standUp(r: Run, pid: number): void {
  const p = pl(r.ws, pid);
  const mods = [...roleMods(p, 'striker'), ...threatMod(r.ws, p.hex, p.team, -1)];
  const n = single(r, pid, 'stand-up', p.speed, 3, mods, 1);
  if (n >= 1) {
    const d = ask(r, 'facing', p.team, pid, FACINGS);
    const facing = d.kind === 'facing' ? d.facing : p.facing;
    set(r, pid, { down: false, facing });
    emit(r, { type: 'stand', player: pid, facing });
  }
  endAction(r);
  if (n >= 2) {
    const kinds: ActionKind[] = ['run'];
    if (p.role !== 'striker') kinds.push('slam');
    if (p.role !== 'guard' && r.ws.ball.carrier >= 0 && pl(r.ws, r.ws.ball.carrier).team !== p.team) kinds.push('snatch');
    if (r.ws.ball.carrier === pid) kinds.push('throw');
    offerFree(r, pid, kinds);
  }
}

function doFreeAction(r: Run, choice: ActionKind | 'decline'): void {
  const ws = r.ws;
  const offer = ws.freeActions[0];
  if (!offer) return;
  ws.freeActions = ws.freeActions.slice(1);
  if (choice === 'decline') {
    emit(r, { type: 'free-action-declined', player: offer.player });
    return;
  }
  declareAction(r, offer.player, choice, true);
}

const moveScratchOcc = new Int16Array(PITCH_SIZE);
const moveScratchThreat = new Uint8Array(PITCH_SIZE);

let envState: MatchState | null = null;
let envAction: ActionCtx | null = null;
let envCached: MoveEnv | null = null;

/**
 * The movement view of a settled state for its acting player, kept for the last state asked about
 * (settled states are never changed; runs work on their own copy and call computeMoveEnv).
 */
export function moveEnv(s: MatchState, a: ActionCtx): MoveEnv {
  if (s === envState && a === envAction && envCached) return envCached;
  const env = computeMoveEnv(s, a);
  envState = s;
  envAction = a;
  envCached = env;
  return env;
}

function computeMoveEnv(s: MatchState, a: ActionCtx): MoveEnv {
  // The scratch arrays are about to change: whatever env was kept no longer describes its state.
  envState = null;
  envCached = null;
  const p = pl(s, a.player);
  moveScratchOcc.fill(0);
  moveScratchThreat.fill(0);
  for (const o of s.players) {
    if (o.where !== 'pitch') continue;
    moveScratchOcc[o.hex] = o.id + 1;
    if (o.team !== p.team && !o.down) {
      for (let k = 5; k <= 7; k++) {
        const t = nb(o.hex, (o.facing + k) % 6);
        if (t !== OFF_PITCH) moveScratchThreat[t] = 1;
      }
    }
  }
  const side = sideOf(s, p.team);
  return {
    occ: moveScratchOcc,
    threatened: moveScratchThreat,
    ballHex: looseBallHex(s),
    ownAccess: ACCESS_HEX[side],
    enemyAccess: ACCESS_HEX[side === 'home' ? 'away' : 'home'],
    picker: p.role !== 'guard',
    canExit: (a.kind === 'run' || a.kind === 'sprint') && s.ball.carrier !== p.id,
    start: p.where === 'pitch' ? p.hex : OFF_PITCH,
    facing: p.facing,
    sprint: a.plan === 'sprint',
    remaining: Math.max(0, a.allowance - a.used),
    extras: a.extrasAllowed,
  };
}

/** A (123) roll for a Dodge or a Sprint extra, counted per kind within the action (ruling 2). */
function moveRoll(r: Run, pid: number, kind: 'dodge' | 'sprint-extra', fromHex: HexId): boolean {
  const a = r.ws.action as ActionCtx;
  const p = pl(r.ws, pid);
  const needed = kind === 'dodge' ? ++a.dodges : ++a.extras;
  const mods = [...roleMods(p, 'striker'), ...threatMod(r.ws, fromHex, p.team, -1)];
  return single(r, pid, kind, p.speed, 3, mods, needed) >= needed;
}

function pickUp(r: Run, pid: number): void {
  const ws = r.ws;
  const p = pl(ws, pid);
  const a = ws.action as ActionCtx;
  const mods: Modifier[] = [...roleMods(p, 'striker'), ...threatMod(ws, p.hex, p.team, -1)];
  if (a.kind === 'sprint') mods.push({ reason: 'sprinting', dice: -1 });
  const n = single(r, pid, 'pick-up', p.skill, 3, mods, 1);
  endAction(r);
  if (n >= 1) {
    ws.ball = { hex: OFF_PITCH, carrier: pid };
    emit(r, { type: 'ball-held', player: pid, how: 'pick-up' });
    if (n >= 2) offerFree(r, pid, ['run', 'throw']);
  } else {
    scatter(r, p.hex, p.team === ws.rushing);
  }
}

function doMove(r: Run, path: HexId[], facing: Direction): void {
  const ws = r.ws;
  const a = ws.action as ActionCtx;
  const pid = a.player;
  const units = r.units ?? validatePath(computeMoveEnv(ws, a), path, facing);
  if (typeof units === 'string') throw new Error(units);
  const picker = pl(ws, pid).role !== 'guard';
  for (const u of units) {
    let rolled = false;
    if (u.extra) {
      rolled = true;
      if (!moveRoll(r, pid, 'sprint-extra', u.from)) {
        a.used++;
        endAction(r);
        fall(r, pid, u.kind === 'turn' || u.kind === 'exit' ? u.from : u.to);
        return;
      }
    }
    if (u.dodge) {
      rolled = true;
      if (!moveRoll(r, pid, 'dodge', u.from)) {
        a.used++;
        endAction(r);
        fall(r, pid, u.kind === 'exit' ? u.from : u.to);
        return;
      }
    }
    a.used++;
    a.movedOrTurned = true;
    if (u.kind === 'turn') {
      set(r, pid, { facing: u.facing });
      emit(r, { type: 'turn', player: pid, facing: u.facing });
    } else if (u.kind === 'exit') {
      set(r, pid, { where: 'bench', hex: OFF_PITCH, down: false, facing: 0 });
      emit(r, { type: 'substitution', player: pid, into: 'bench' });
      endAction(r);
      return;
    } else {
      if (u.kind === 'enter') {
        set(r, pid, { where: 'pitch', hex: u.to, facing: u.facing, down: false });
        emit(r, { type: 'substitution', player: pid, into: 'pitch' });
      } else set(r, pid, { hex: u.to, facing: u.facing });
      emit(r, { type: 'step', player: pid, from: u.from, to: u.to, facing: u.facing });
      if (u.ball && looseBallHex(ws) === u.to) {
        if (picker) {
          if (a.plan === 'run' && facing !== u.facing) {
            set(r, pid, { facing });
            emit(r, { type: 'turn', player: pid, facing });
          }
          pickUp(r, pid);
          return;
        }
        scatter(r, u.to, false);
        rolled = true;
      }
    }
    if (rolled) return;
  }
  const p = pl(ws, pid);
  if (p.where === 'pitch' && a.plan === 'run' && p.facing !== facing) {
    set(r, pid, { facing });
    emit(r, { type: 'turn', player: pid, facing });
    a.movedOrTurned = true;
  }
  moveFinished(r);
}

function moveFinished(r: Run): void {
  const a = r.ws.action as ActionCtx;
  if (a.kind === 'run' || a.kind === 'sprint') {
    endAction(r);
    return;
  }
  if (targets(r.ws, a).length === 0) {
    endAction(r, true);
    return;
  }
  a.stage = 'target';
}

// ---------------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------------

function targets(s: MatchState, a: ActionCtx): Decision[] {
  const p = pl(s, a.player);
  const out: Decision[] = [];
  if (p.where !== 'pitch' || p.down) return out;
  if (a.kind === 'slam' || a.kind === 'snatch') {
    for (const o of s.players) {
      if (o.team === p.team || o.where !== 'pitch' || o.down) continue;
      if (!threatensId(p.hex, p.facing, o.hex)) continue;
      if (a.kind === 'snatch' && s.ball.carrier !== o.id) continue;
      out.push({ kind: 'target', player: o.id });
    }
    return out;
  }
  if (a.kind !== 'throw' || s.ball.carrier !== p.id) return out;
  const mask = standingMask(s);
  const here = axialOf(p.hex);
  for (const o of s.players) {
    if (o.id === p.id || o.where !== 'pitch' || o.down) continue;
    if (dist(p.hex, o.hex) > 9) continue;
    if (o.team === p.team && o.role === 'guard') continue;
    const there = axialOf(o.hex);
    if (!inFront(p.hex, p.facing, there)) continue;
    if (o.team === p.team && !inFront(o.hex, o.facing, here)) continue;
    if (!clearRoute(here, there, mask)) continue;
    out.push({ kind: 'target', player: o.id });
  }
  for (const z of zonesForThrower(sideOf(s, p.team), p.hex)) {
    if (z.strikeHex === p.hex) continue;
    const there = axialOf(z.strikeHex);
    if (!inFront(p.hex, p.facing, there) || !clearRoute(here, there, mask)) continue;
    out.push({ kind: 'target-hex', hex: z.strikeHex });
  }
  return out;
}

function doPush(r: Run, lid: number, dir: number, pusherTeam: TeamIx): HexId {
  const ws = r.ws;
  const l = pl(ws, lid);
  const forbidden = ACCESS_HEX[sideOf(ws, other(l.team))];
  const options: Decision[] = [];
  for (const d of [dir + 5, dir, dir + 1]) {
    const h = nb(l.hex, d % 6);
    if (h === OFF_PITCH || h === forbidden || occupant(ws, h)) continue;
    options.push({ kind: 'push', hex: h });
  }
  if (options.length === 0) return OFF_PITCH;
  const choice = ask(r, 'push', pusherTeam, lid, options);
  const to = choice.kind === 'push' ? choice.hex : OFF_PITCH;
  const from = l.hex;
  set(r, lid, { hex: to, facing: faceTowards(to, from) });
  emit(r, { type: 'push', player: lid, from, to });
  if (looseBallHex(ws) === to) scatter(r, to, false);
  return to;
}

function knockDown(r: Run, pid: number): void {
  const p = pl(r.ws, pid);
  if (p.where === 'pitch' && !p.down) fall(r, pid, p.hex);
}

/** The winner of a Slam (or counter-slam) pushes, may follow up, and on a spectacular knocks down. */
function slamWin(r: Run, wid: number, lid: number, spectacular: boolean, margin: number): void {
  const ws = r.ws;
  const w = pl(ws, wid);
  const origin = pl(ws, lid).hex;
  const dir = dirBetween(w.hex, origin);
  const to = doPush(r, lid, dir === -1 ? 0 : dir, w.team);
  if (to !== OFF_PITCH) {
    // Nobody may follow up onto the opponent's access hex.
    const mayFollow = origin !== ACCESS_HEX[sideOf(ws, other(w.team))];
    const options: Decision[] = mayFollow ? [{ kind: 'follow-up', follow: true }] : [];
    options.push({ kind: 'follow-up', follow: false });
    const d = ask(r, 'follow-up', w.team, wid, options);
    const follow = d.kind === 'follow-up' && d.follow && !occupant(ws, origin);
    if (follow) {
      const wf = faceTowards(origin, to);
      set(r, wid, { hex: origin, facing: wf });
      emit(r, { type: 'follow-up', player: wid, from: w.hex, to: origin });
      // Following up onto a loose ball knocks it away, as a push onto it does.
      if (looseBallHex(ws) === origin) scatter(r, origin, false);
    } else set(r, wid, { facing: faceTowards(w.hex, origin) });
  } else set(r, wid, { facing: faceTowards(w.hex, origin) });
  if (spectacular) {
    const l = pl(ws, lid);
    if (!l.steadfast) knockDown(r, lid);
    if (pl(ws, lid).where === 'pitch') armour(r, lid, margin);
  }
}

function duckWin(r: Run, kid: number, oid: number, spectacular: boolean, turnOther: boolean): void {
  const ws = r.ws;
  const k = pl(ws, kid);
  const origin = k.hex;
  if (spectacular) {
    const forbidden = ACCESS_HEX[sideOf(ws, other(k.team))];
    const options: Decision[] = [{ kind: 'duck-step', hex: origin }];
    for (let d = 0; d < 6; d++) {
      const h = nb(origin, d);
      if (h === OFF_PITCH || h === forbidden || occupant(ws, h) || looseBallHex(ws) === h) continue;
      options.push({ kind: 'duck-step', hex: h });
    }
    const c = ask(r, 'duck-step', k.team, kid, options);
    const to = c.kind === 'duck-step' ? c.hex : origin;
    if (to !== origin) {
      set(r, kid, { hex: to });
      emit(r, { type: 'step', player: kid, from: origin, to, facing: pl(ws, kid).facing });
    }
  }
  const d = ask(r, 'facing', k.team, kid, FACINGS);
  const facing = d.kind === 'facing' ? d.facing : k.facing;
  set(r, kid, { facing });
  emit(r, { type: 'faced', player: kid, facing });
  if (turnOther) {
    const o = pl(ws, oid);
    const f = faceTowards(o.hex, spectacular ? origin : pl(ws, kid).hex);
    set(r, oid, { facing: f });
  }
}

function defenceOptions(s: MatchState, a: PlayerRec, t: PlayerRec): Decision[] {
  const out: Decision[] = [{ kind: 'defend', choice: 'duck' }];
  if (t.role !== 'striker' && threatensId(t.hex, t.facing, a.hex)) out.push({ kind: 'defend', choice: 'counter-slam' });
  return out;
}

function clash(r: Run, aid: number, tid: number, kind: 'slam' | 'snatch'): void {
  const ws = r.ws;
  const act = ws.action as ActionCtx;
  const a = pl(ws, aid);
  const t = pl(ws, tid);
  const choice = ask(r, 'defence', t.team, tid, defenceOptions(ws, a, t));
  const counter = choice.kind === 'defend' && choice.choice === 'counter-slam';
  const aMods: Modifier[] =
    kind === 'slam'
      ? [...roleMods(a, 'guard'), ...(act.adjacentAtStart.includes(tid) ? [] : [{ reason: 'moved-adjacent' as const, dice: 1 }])]
      : roleMods(a, 'striker');
  aMods.push(...threatMod(ws, a.hex, a.team, tid));
  const dMods: Modifier[] = counter ? roleMods(t, 'guard') : roleMods(t, 'striker');
  dMods.push(...threatMod(ws, t.hex, t.team, aid));
  const ca = chooseCoachDice(r, aid);
  const cd = chooseCoachDice(r, tid);
  const sa = roll(r, aid, kind, kind === 'slam' ? a.strength : a.speed, 3, aMods, ca, null);
  const sd = roll(r, tid, counter ? 'counter-slam' : 'duck', counter ? t.strength : t.speed, 3, dMods, cd, null);
  const res = compareOpposed(sa, sd);
  emit(r, { type: 'clash', attacker: aid, defender: tid, attackerSuccesses: sa, defenderSuccesses: sd, winner: res.winner, spectacular: res.spectacular, margin: res.margin });
  if (res.winner === 'tie') {
    set(r, aid, { facing: faceTowards(a.hex, t.hex) });
    set(r, tid, { facing: faceTowards(t.hex, a.hex) });
  } else if (res.winner === 'attacker') {
    if (kind === 'slam') slamWin(r, aid, tid, res.spectacular, res.margin);
    else if (res.spectacular) {
      ws.ball = { hex: OFF_PITCH, carrier: aid };
      emit(r, { type: 'ball-held', player: aid, how: 'snatch' });
    } else scatter(r, t.hex, t.team === ws.rushing);
  } else if (counter) slamWin(r, tid, aid, res.spectacular, res.margin);
  else duckWin(r, tid, aid, res.spectacular, true);
}

function throwMods(s: MatchState, a: ActionCtx, p: PlayerRec, strikeHex: boolean, ignore: number): Modifier[] {
  const mods = roleMods(p, 'striker');
  if (strikeHex) mods.push({ reason: 'strike-hex', dice: -1 });
  if (a.movedOrTurned) mods.push({ reason: 'moved-or-turned', dice: -1 });
  mods.push(...threatMod(s, p.hex, p.team, ignore));
  return mods;
}

function throwDice(d: number): number {
  return d <= 3 ? 3 : d <= 6 ? 2 : 1;
}

function throwAtOpponent(r: Run, aid: number, tid: number): void {
  const ws = r.ws;
  const act = ws.action as ActionCtx;
  const a = pl(ws, aid);
  const t = pl(ws, tid);
  const canDuck = inFront(t.hex, t.facing, axialOf(a.hex));
  const ca = chooseCoachDice(r, aid);
  const cd = canDuck ? chooseCoachDice(r, tid) : 0;
  const sa = roll(r, aid, 'throw', a.skill, throwDice(dist(a.hex, t.hex)), throwMods(ws, act, a, false, tid), ca, null);
  const dMods = [...roleMods(t, 'striker'), ...threatMod(ws, t.hex, t.team, aid)];
  const sd = canDuck ? roll(r, tid, 'duck', t.speed, 3, dMods, cd, null) : 0;
  const res = compareOpposed(sa, sd);
  emit(r, { type: 'clash', attacker: aid, defender: tid, attackerSuccesses: sa, defenderSuccesses: sd, winner: res.winner, spectacular: res.spectacular, margin: res.margin });
  const origin = t.hex;
  if (res.winner === 'attacker') {
    const adj = dirBetween(a.hex, t.hex);
    const dir = adj !== -1 ? adj : inFront(t.hex, t.facing, axialOf(a.hex)) ? (t.facing + 3) % 6 : t.facing;
    doPush(r, tid, dir, a.team);
    if (res.spectacular) {
      knockDown(r, tid);
      armour(r, tid, res.margin);
    }
  } else if (res.winner === 'defender' && res.spectacular && canDuck) duckWin(r, tid, aid, true, false);
  scatter(r, origin, false);
  if (a.team === ws.rushing && ws.phase === 'rush') ws.rushEnd = 'throw-at-opponent';
}

function strike(r: Run, aid: number, zone: StrikeZone): void {
  const ws = r.ws;
  const a = pl(ws, aid);
  const bonus = a.hex === zone.bonusHex;
  const points = zone.points + (bonus ? 1 : 0);
  emit(r, { type: 'strike', player: aid, zone: zone.name, points, bonus });
  ws.ball = { hex: OFF_PITCH, carrier: -1 };
  ws.launchPending = true;
  addScore(r, a.team, points);
  if (ws.phase === 'rush') ws.rushEnd = 'strike';
}

function doThrow(r: Run, aid: number, target: Decision): void {
  const ws = r.ws;
  const act = ws.action as ActionCtx;
  const a = pl(ws, aid);
  const lost = a.team === ws.rushing;
  if (target.kind === 'target-hex') {
    const zone = STRIKE_ZONES.find((z) => z.strikeHex === target.hex && z.scoringSide === sideOf(ws, a.team)) as StrikeZone;
    const n = single(r, aid, 'throw', a.skill, throwDice(dist(a.hex, target.hex)), throwMods(ws, act, a, true, -1), 1);
    if (n >= 1) {
      strike(r, aid, zone);
      return;
    }
    const blocker = standingAt(ws, target.hex);
    if (blocker && blocker.team !== a.team) {
      throwAtOpponent(r, aid, blocker.id);
      return;
    }
    scatter(r, target.hex, lost);
    return;
  }
  if (target.kind !== 'target') return;
  const t = pl(ws, target.player);
  if (t.team !== a.team) {
    throwAtOpponent(r, aid, t.id);
    return;
  }
  const n = single(r, aid, 'throw', a.skill, throwDice(dist(a.hex, t.hex)), throwMods(ws, act, a, false, -1), 1);
  if (!catchTest(r, t.id, n)) scatter(r, t.hex, lost);
}

function doTarget(r: Run, d: Decision): void {
  const a = r.ws.action as ActionCtx;
  if (a.kind === 'throw') doThrow(r, a.player, d);
  else if (d.kind === 'target') clash(r, a.player, d.player, a.kind === 'snatch' ? 'snatch' : 'slam');
  if (r.ws.action === a) endAction(r);
}

// ---------------------------------------------------------------------------------------------
// The public door
// ---------------------------------------------------------------------------------------------

function actionChoices(s: MatchState): Decision[] {
  const out: Decision[] = [];
  const t = s.rushing;
  if (s.tokens > 0) {
    const own = ACCESS_HEX[sideOf(s, t)];
    const canEnter = !s.suddenDeath && onPitchCount(s, t) < 6 && !occupant(s, own);
    const carrier = s.ball.carrier >= 0 ? pl(s, s.ball.carrier) : null;
    let opponentsStanding = false;
    for (const o of s.players) if (o.team !== t && o.where === 'pitch' && !o.down) opponentsStanding = true;
    for (const p of s.players) {
      if (p.team !== t || p.tokenActions >= MAX_TOKEN_ACTIONS) continue;
      if (p.where === 'pitch') {
        if (p.down) {
          out.push({ kind: 'action', player: p.id, action: 'stand-up' });
          continue;
        }
        out.push({ kind: 'action', player: p.id, action: 'run' });
        out.push({ kind: 'action', player: p.id, action: 'sprint' });
        if (p.role !== 'striker' && opponentsStanding) out.push({ kind: 'action', player: p.id, action: 'slam' });
        if (p.role !== 'guard' && carrier && carrier.team !== t && !carrier.down) out.push({ kind: 'action', player: p.id, action: 'snatch' });
        if (carrier && carrier.id === p.id) out.push({ kind: 'action', player: p.id, action: 'throw' });
      } else if (p.where === 'bench' && canEnter) {
        out.push({ kind: 'action', player: p.id, action: 'run' });
        out.push({ kind: 'action', player: p.id, action: 'sprint' });
      }
    }
  }
  out.push({ kind: 'end-rush' });
  return out;
}

function setupChoices(s: MatchState): Decision[] {
  const t = s.setupTeam;
  const out: Decision[] = [];
  if (onPitchCount(s, t) < 6) {
    const taken = new Uint8Array(PITCH_SIZE);
    for (const p of s.players) if (p.where === 'pitch') taken[p.hex] = 1;
    const hexes = SETUP_HEXES[sideOf(s, t)];
    for (const p of s.players) {
      if (p.team !== t || p.where !== 'bench') continue;
      for (const h of hexes) if (taken[h] === 0) out.push({ kind: 'place', player: p.id, hex: h });
    }
  }
  out.push({ kind: 'setup-done' });
  return out;
}

function freeChoices(s: MatchState): Decision[] {
  const offer = s.freeActions[0];
  const out: Decision[] = [];
  if (!offer) return out;
  const p = pl(s, offer.player);
  if (p.where === 'pitch' && !p.down) {
    for (const k of offer.kinds) {
      if (k === 'throw' && s.ball.carrier !== p.id) continue;
      if (k === 'snatch' && !(s.ball.carrier >= 0 && pl(s, s.ball.carrier).team !== p.team)) continue;
      out.push({ kind: 'free-action', action: k });
    }
  }
  out.push({ kind: 'free-action', action: 'decline' });
  return out;
}

let cachedState: MatchState | null = null;
let cachedLegal: Legal | null = null;

/**
 * Who decides now, and every legal decision. States are never mutated, so the answer for the
 * most recent state is kept: a caller listing the choices and then applying one pays once.
 */
export function legalDecisions(s: MatchState): Legal {
  if (s === cachedState && cachedLegal) return cachedLegal;
  const l = computeLegal(s);
  cachedState = s;
  cachedLegal = l;
  return l;
}

function computeLegal(s: MatchState): Legal {
  if (s.phase === 'over') return { decider: null, decisions: [], prompt: 'none' };
  if (s.prompt) return { decider: s.prompt.decider, decisions: s.prompt.options, prompt: s.prompt.kind };
  if (s.phase === 'roll-off') return { decider: 'A', decisions: [{ kind: 'roll-off' }], prompt: 'roll-off' };
  if (s.phase === 'setup') return { decider: coachOf(s.setupTeam), decisions: setupChoices(s), prompt: 'setup' };
  const offer = s.freeActions[0];
  if (offer) return { decider: coachOf(pl(s, offer.player).team), decisions: freeChoices(s), prompt: 'free-action' };
  const a = s.action;
  if (a) {
    const owner = coachOf(pl(s, a.player).team);
    if (a.stage === 'move') return { decider: owner, decisions: listMoves(moveEnv(s, a)), prompt: 'move' };
    return { decider: owner, decisions: targets(s, a), prompt: 'target' };
  }
  return { decider: coachOf(s.rushing), decisions: actionChoices(s), prompt: 'action' };
}

/** Legal: true, or the validated units of a move; illegal: false. */
function isLegal(s: MatchState, d: Decision): boolean | MoveUnit[] {
  if (!d || typeof d !== 'object' || typeof (d as { kind?: unknown }).kind !== 'string') return false;
  if (!s.prompt && s.phase === 'rush' && s.freeActions.length === 0 && s.action?.stage === 'move') {
    if (d.kind !== 'move' || !Array.isArray(d.path)) return false;
    const units = validatePath(moveEnv(s, s.action), d.path, d.facing);
    return typeof units === 'string' ? false : units;
  }
  for (const x of legalDecisions(s).decisions) if (sameDecision(x, d)) return true;
  return false;
}

function dispatch(r: Run, d: Decision): void {
  switch (d.kind) {
    case 'roll-off':
      doRollOff(r);
      return;
    case 'place':
      doPlace(r, d.player, d.hex);
      return;
    case 'setup-done':
      doSetupDone(r);
      return;
    case 'action':
      declareAction(r, d.player, d.action, false);
      return;
    case 'end-rush':
      r.ws.rushEnd = 'coach';
      return;
    case 'move':
      doMove(r, d.path, d.facing);
      return;
    case 'target':
    case 'target-hex':
      doTarget(r, d);
      return;
    case 'free-action':
      doFreeAction(r, d.action);
      return;
    default:
      throw new Error(`decision ${d.kind} cannot start a resolution`);
  }
}

/** Applies one decision; never mutates `state`. */
export function applyDecision(state: MatchState, decision: Decision): ApplyResult {
  if (state.phase === 'over') return { ok: false, error: { code: 'match-over', message: 'the match is over', legal: [] } };
  const legal = isLegal(state, decision);
  if (legal === false) {
    return { ok: false, error: { code: 'illegal-decision', message: `not a legal decision now: ${JSON.stringify(decision)}`, legal: legalDecisions(state).decisions } };
  }
  const resume = state.resume;
  const base = resume ? resume.base : state;
  const first = resume ? resume.first : decision;
  const answers = resume ? [...resume.answers, decision] : [];
  const emitted = resume ? resume.emitted : 0;
  const units = !resume && Array.isArray(legal) ? legal : null;
  const r: Run = { ownPlayers: false, units, ws: workCopy(base), dice: new Dice(base.dice), events: [], answers, ai: 0 };
  try {
    dispatch(r, first);
    settle(r);
  } catch (e) {
    if (e instanceof NeedDecision) {
      r.ws.prompt = e.prompt;
      r.ws.resume = { base, first, answers, emitted: r.events.length };
      r.ws.dice = r.dice.state();
      return { ok: true, state: r.ws, events: r.events.slice(emitted) };
    }
    if (e instanceof DiceExhaustedError) {
      return { ok: false, error: { code: 'dice-exhausted', message: e.message, legal: legalDecisions(state).decisions } };
    }
    throw e;
  }
  r.ws.dice = r.dice.state();
  return { ok: true, state: r.ws, events: emitted === 0 ? r.events : r.events.slice(emitted) };
}

/** Replays a decision log from an initial state; throws on the first decision that fails. */
export function replay(initial: MatchState, decisions: readonly Decision[]): MatchState {
  let s = initial;
  decisions.forEach((d, i) => {
    const res = applyDecision(s, d);
    if (!res.ok) throw new Error(`decision ${i} failed: ${res.error.code}: ${res.error.message}`);
    s = res.state;
  });
  return s;
}
