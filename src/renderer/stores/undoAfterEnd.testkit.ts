// One check for every game on the common match core (gameMatch.ts): after the final whistle, undo
// follows DreadBall's rule. Never when the computer played both sides; a person takes back only his
// own last decision, and only if no roll came after it. Blood Bowl's and Rülerball's store tests run it.
import { expect } from 'vitest';
import { mulberry32 } from '../../shared/random/mulberry32';

/** What the check needs of a game's module. */
interface Game<S, D> {
  open?(setup: never): { state: S };
  createMatch(setup: never): S;
  legal(s: S): { readonly decisions: readonly D[]; readonly decider: string | null };
  apply(s: S, d: D): { ok: true; state: S } | { ok: false; error: { message: string } };
  summarise(s: S): { status: string };
}

/** What the check needs of a match store. */
interface Store<D> {
  readonly over: boolean;
  readonly canUndo: boolean;
  readonly decisions: readonly D[];
  restore(setup: never, log: readonly D[], id: undefined, who: { home: string; away: string }): void;
  undo(): boolean;
}

/** A whole match of seeded random decisions from the opening on: the log, which decisions rolled dice, and whose each was. */
function finishedLog<S extends { dice: unknown }, D>(game: Game<S, D>, setup: unknown, seed: number) {
  const random = mulberry32(seed);
  let s = game.open ? game.open(setup as never).state : game.createMatch(setup as never);
  const log: D[] = [];
  const rolled: boolean[] = [];
  const deciders: string[] = [];
  while (game.summarise(s).status === 'in-progress' && log.length < 5000) {
    const legal = game.legal(s);
    const d = legal.decisions[Math.floor(random() * legal.decisions.length)] as D;
    const r = game.apply(s, d);
    if (!r.ok) throw new Error(r.error.message);
    log.push(d);
    rolled.push(JSON.stringify(r.state.dice) !== JSON.stringify(s.dice));
    deciders.push(legal.decider ?? '');
    s = r.state;
  }
  return { log, rolled, deciders };
}

/**
 * Plays a match of seed `seed` to its end and holds the store to the rule; `partWay` is a decision
 * count inside the match where computer-only play must not undo either.
 */
export function expectUndoAfterTheEnd<S extends { dice: unknown }, D>(game: Game<S, D>, store: Store<D>, setup: unknown, seed: number, partWay: number): void {
  const { log, rolled, deciders } = finishedLog(game, setup, seed);
  // Computer against computer, watched to the end: nobody has a decision to take back.
  store.restore(setup as never, log, undefined, { home: 'easy', away: 'normal' });
  expect(store.over).toBe(true);
  expect(store.canUndo).toBe(false);
  expect(store.undo()).toBe(false);
  expect(store.decisions).toHaveLength(log.length);
  // Part way through too.
  store.restore(setup as never, log.slice(0, partWay), undefined, { home: 'easy', away: 'normal' });
  expect(store.canUndo).toBe(false);
  // A person against the computer (the side that decided last): his last decision, if no roll
  // came after it, may be taken back, end and all, as in DreadBall.
  const person = deciders.at(-1) === 'away' ? 'away' : 'home';
  store.restore(setup as never, log, undefined, person === 'home' ? { home: 'human', away: 'easy' } : { home: 'easy', away: 'human' });
  const own = deciders.lastIndexOf(person);
  // The seed is chosen so the match ends on a decision of his that rolled nothing.
  expect(rolled.slice(own).some(Boolean)).toBe(false);
  expect(store.canUndo).toBe(true);
  expect(store.undo()).toBe(true);
  expect(store.over).toBe(false);
  expect(store.decisions).toHaveLength(own);
}
