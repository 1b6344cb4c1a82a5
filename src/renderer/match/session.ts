// The match session: which mode the screen's match is in (none, playing, finished, watched as a
// replay, or only looked at as saved under other rules), who holds the screen in hot-seat, whether a computer coach is thinking or paused, how
// many decisions' animations are still to play. One value, changed only by the named transitions
// below; a transition that makes no sense in the current mode throws (the store checks the mode
// first where a user action may simply not apply). Pure functions over plain objects: no Vue here.
import type { Coach } from '../../shared/games/dreadball/engine/types';
import type { Handover } from '../../shared/settings';

/** What holds in every mode. */
interface Common {
  /** The match screen is on screen: the computer plays only then. */
  readonly showing: boolean;
  /** Decisions whose animations are queued or playing (the board is busy while > 0). */
  readonly batches: number;
  /** The computer's worker failed and it chooses on the main thread (the screen says so). */
  readonly fallback: boolean;
}

/** The computer coach while a match is played: who thinks now, and pause with its steps left. */
interface Play {
  /** The coach who last had the screen (hot-seat hand-over; the undoer there). */
  readonly holder: Coach | null;
  /** The game's turn key when the screen was last handed over (null: not yet). */
  readonly heldTurn: string | null;
  /** Computer-only play is paused: no computer decision is made until resume or a step. */
  readonly paused: boolean;
}

export type Session = Common &
  (
    | { readonly kind: 'none' }
    | (Play & { readonly kind: 'playing'; readonly thinking: Coach | null; readonly steps: number })
    | (Play & { readonly kind: 'finished' })
    | { readonly kind: 'replay'; readonly at: number; readonly holder: Coach | null; readonly heldTurn: string | null; readonly paused: boolean }
    /**
     * A match saved under other rules whose log today's rules play out differently: its saved
     * state is shown as it is, nobody decides, nothing is saved and the log is not stepped through.
     */
    | { readonly kind: 'read-only' }
  );

export type SessionKind = Session['kind'];

export class IllegalTransition extends Error {
  constructor(
    readonly transition: string,
    readonly from: SessionKind,
  ) {
    super(`session: "${transition}" is not allowed while ${from}`);
    this.name = 'IllegalTransition';
  }
}

type Of<K extends SessionKind> = Extract<Session, { kind: K }>;

function must<K extends SessionKind>(s: Session, transition: string, ...kinds: K[]): Of<K> {
  if (!(kinds as SessionKind[]).includes(s.kind)) throw new IllegalTransition(transition, s.kind);
  return s as Of<K>;
}

/** No match yet; the screen is not showing. */
export const NO_SESSION: Session = { kind: 'none', showing: false, batches: 0, fallback: false };

// ------------------------------------------------------------------ the match's life

/** none → playing: a new or restored match; `holder` has the screen. */
export function begin(s: Session, holder: Coach | null): Session {
  must(s, 'begin', 'none');
  return { kind: 'playing', showing: s.showing, batches: 0, fallback: false, holder, heldTurn: null, paused: false, thinking: null, steps: 0 };
}

/** none → read-only: a saved match opened as it was saved, to look at (never played on or replayed). */
export function openReadOnly(s: Session): Session {
  must(s, 'openReadOnly', 'none');
  return { kind: 'read-only', showing: s.showing, batches: 0, fallback: false };
}

/** any → none: the match is dropped (its animations are not waited for); the screen stays as it is. */
export function end(s: Session): Session {
  return { ...NO_SESSION, showing: s.showing };
}

/** playing → finished: the last decision ended the match (nobody thinks any more). */
export function finish(s: Session): Session {
  const p = must(s, 'finish', 'playing');
  return { kind: 'finished', showing: p.showing, batches: p.batches, fallback: p.fallback, holder: p.holder, heldTurn: p.heldTurn, paused: p.paused };
}

/** finished → playing: an undo took back the end. */
export function reopen(s: Session): Session {
  const f = must(s, 'reopen', 'finished');
  return { ...f, kind: 'playing', thinking: null, steps: 0 };
}

// ------------------------------------------------------------------ hot-seat

/** playing → playing: `decider` made a decision and so has the screen. */
export function decided(s: Session, decider: Coach): Session {
  const p = must(s, 'decided', 'playing');
  return { ...p, holder: decider };
}

/** playing → playing: the coach to decide took the screen at the hand-over, in turn `turn`. */
export function takeScreen(s: Session, coach: Coach | null, turn: string | null = null): Session {
  const p = must(s, 'takeScreen', 'playing');
  return { ...p, holder: coach, heldTurn: turn };
}

/** playing → playing: the screen goes to the coach to decide without a hand-over (the setting says none). */
export function passScreen(s: Session, coach: Coach): Session {
  const p = must(s, 'passScreen', 'playing');
  return { ...p, holder: coach };
}

/**
 * Whether hot-seat stops for a hand-over when the decider is not the holder: at every change of
 * coach, only when a new turn began since the screen was last handed over, or never.
 */
export function asksHandover(policy: Handover, heldTurn: string | null, turn: string): boolean {
  return policy === 'every-change' || (policy === 'rush-start' && heldTurn !== turn);
}

// ------------------------------------------------------------------ the computer coach

/** Whether a computer coach may start thinking now (not already, and not held by a pause). */
export function mayThink(s: Session): boolean {
  return s.kind === 'playing' && s.thinking === null && (!s.paused || s.steps > 0);
}

/** playing → playing: `coach` starts thinking (a paused match spends its step). */
export function think(s: Session, coach: Coach): Session {
  const p = must(s, 'think', 'playing');
  if (!mayThink(p)) throw new IllegalTransition('think', p.kind);
  return { ...p, thinking: coach, steps: p.paused ? p.steps - 1 : 0 };
}

/** playing → playing: the thinking ended (answered, failed or was cancelled). */
export function stopThinking(s: Session): Session {
  const p = must(s, 'stopThinking', 'playing');
  if (p.thinking === null) throw new IllegalTransition('stopThinking', p.kind);
  return { ...p, thinking: null };
}

/** playing → playing: computer-only play holds; what was being thought is dropped by the store. */
export function pause(s: Session): Session {
  const p = must(s, 'pause', 'playing');
  return { ...p, paused: true, steps: 0 };
}

/** playing → playing: the computers play on. */
export function resume(s: Session): Session {
  const p = must(s, 'resume', 'playing');
  return { ...p, paused: false, steps: 0 };
}

/** playing (paused, nobody thinking) → playing: exactly one more computer decision. */
export function allowStep(s: Session): Session {
  const p = must(s, 'allowStep', 'playing');
  if (!p.paused || p.thinking !== null) throw new IllegalTransition('allowStep', p.kind);
  return { ...p, steps: 1 };
}

/** any → same: the computer's worker gave up; it chooses on the main thread from now on. */
export function fallBack(s: Session): Session {
  return { ...s, fallback: true };
}

// ------------------------------------------------------------------ replay

/** playing or finished → replay at the start of the log. */
export function openReplay(s: Session): Session {
  const p = must(s, 'openReplay', 'playing', 'finished');
  return { kind: 'replay', showing: p.showing, batches: p.batches, fallback: p.fallback, at: 0, holder: p.holder, heldTurn: p.heldTurn, paused: p.paused };
}

/** replay → replay: the replay shows the state after `at` decisions. */
export function replayAt(s: Session, at: number): Session {
  const r = must(s, 'replayAt', 'replay');
  if (!Number.isInteger(at) || at < 0) throw new IllegalTransition('replayAt', r.kind);
  return { ...r, at };
}

/** replay → finished (the log ends the match) or playing: back to the match at the end of its log. */
export function leaveReplay(s: Session, over: boolean): Session {
  const r = must(s, 'leaveReplay', 'replay');
  const common = { showing: r.showing, batches: r.batches, fallback: r.fallback, holder: r.holder, heldTurn: r.heldTurn, paused: r.paused };
  return over ? { kind: 'finished', ...common } : { kind: 'playing', ...common, thinking: null, steps: 0 };
}

// ------------------------------------------------------------------ the board and the screen

/** A decision's animations were queued (in any mode where decisions are played or replayed). */
export function animationQueued(s: Session): Session {
  if (s.kind === 'none' || s.kind === 'read-only') throw new IllegalTransition('animationQueued', s.kind);
  return { ...s, batches: s.batches + 1 };
}

/** A decision's animations have played (or were dropped). */
export function animationDone(s: Session): Session {
  if (s.batches <= 0) throw new IllegalTransition('animationDone', s.kind);
  return { ...s, batches: s.batches - 1 };
}

/** any → same: the match screen shows or leaves (the store stops any thinking before it leaves). */
export function show(s: Session, on: boolean): Session {
  return { ...s, showing: on };
}

// ------------------------------------------------------------------ what the screen reads

export const thinkingOf = (s: Session): Coach | null => (s.kind === 'playing' ? s.thinking : null);
export const pausedOf = (s: Session): boolean => (s.kind === 'none' || s.kind === 'read-only' ? false : s.paused);
export const holderOf = (s: Session): Coach | null => (s.kind === 'none' || s.kind === 'read-only' ? null : s.holder);
export const readOnlyOf = (s: Session): boolean => s.kind === 'read-only';
export const replayPosition = (s: Session): number => (s.kind === 'replay' ? s.at : 0);
