// What the panels and the arena offer for the current prompt, grouped for clicking. Pure: it only
// sorts the engine's legal decisions (no rules are computed here).
import type { ActionKind, Coach, Decision, Legal, MatchState, PromptKind } from '../../../shared/games/dreadball/engine/types';
import { OFF_PITCH, type HexId } from '../../../shared/games/dreadball/pitch';
import { DIRECTION_NAMES } from '../../../shared/hex/axial';

/** A choice shown as a button: label key under `match.choice`, params, the decision. */
export interface Choice {
  key: string;
  params?: Record<string, string | number>;
  decision: Decision;
}

export interface PromptModel {
  prompt: PromptKind;
  decider: Coach | null;
  /** The player the question is about (sub-prompts, the acting player, a free action). */
  player: number | null;
  /** Button choices (roll-off, side, facing, defence, coach dice, follow-up, free action, end rush, set-up done). */
  choices: Choice[];
  /** Action prompt: each player's legal actions. Set-up: each bench player's place decisions. */
  byPlayer: Map<number, Decision[]>;
  /** Hexes a click may choose: move ends, set-up hexes, push and duck hexes, Strike hexes. */
  byHex: Map<HexId, Decision[]>;
  /** Target prompt: players that may be targeted. */
  targets: Map<number, Decision>;
  /** Move prompt: the decision that goes to the bench (substitution out), if any. */
  toBench: Decision | null;
  /** Move prompt: the decision that stays on the bench (a substitute who changes their mind). */
  stayOnBench: Decision | null;
  /** Move prompt: staying where he stands, facing as he does (e.g. to throw without moving). */
  stayPut: Decision | null;
  /** Set-up: the players placed in this set-up who may be picked up again (back to the bench). */
  unplace: Map<number, Decision>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function promptModel(state: MatchState, legal: Legal): PromptModel {
  const model: PromptModel = {
    prompt: legal.prompt,
    decider: legal.decider,
    player: state.prompt?.player ?? state.freeActions[0]?.player ?? state.action?.player ?? null,
    choices: [],
    byPlayer: new Map(),
    byHex: new Map(),
    targets: new Map(),
    toBench: null,
    stayOnBench: null,
    stayPut: null,
    unplace: new Map(),
  };
  for (const d of legal.decisions) {
    switch (d.kind) {
      case 'roll-off':
        model.choices.push({ key: 'rollOff', decision: d });
        break;
      case 'side':
        model.choices.push({ key: `side.${d.side}`, decision: d });
        break;
      case 'place':
        push(model.byPlayer, d.player, d);
        push(model.byHex, d.hex, d);
        break;
      case 'unplace':
        model.unplace.set(d.player, d);
        break;
      case 'setup-done':
        model.choices.push({ key: 'setupDone', decision: d });
        break;
      case 'facing':
        model.choices.push({ key: 'facing', params: { dir: d.facing }, decision: d });
        break;
      case 'action':
        push(model.byPlayer, d.player, d);
        break;
      case 'end-rush':
        model.choices.push({ key: 'endRush', decision: d });
        break;
      case 'move': {
        const last = d.path[d.path.length - 1];
        const mover = state.action ? state.players[state.action.player] : undefined;
        if (d.path.length === 0) {
          // No step: a player on the pitch turns where he stands (his own hex offers the
          // facings); a substitute on the bench stays there.
          if (mover?.where === 'pitch') {
            push(model.byHex, mover.hex, d);
            if (d.facing === mover.facing) model.stayPut = d;
          } else model.stayOnBench = d;
        } else if (last === OFF_PITCH) {
          // "Go to the bench" only for a player on the pitch: one on the bench just stays there.
          if (mover?.where === 'pitch') model.toBench = d;
        }
        else push(model.byHex, last as HexId, d);
        break;
      }
      case 'target':
        model.targets.set(d.player, d);
        break;
      case 'target-hex':
      case 'push':
      case 'duck-step':
        push(model.byHex, d.hex, d);
        break;
      case 'defend':
        model.choices.push({ key: `defend.${d.choice}`, decision: d });
        break;
      case 'coach-dice':
        model.choices.push({ key: 'coachDice', params: { n: d.count }, decision: d });
        break;
      case 'follow-up':
        model.choices.push({ key: d.follow ? 'followYes' : 'followNo', decision: d });
        break;
      case 'free-action':
        model.choices.push({ key: `free.${d.action}`, decision: d });
        break;
      case 'career':
        model.choices.push({ key: `career.${d.ability}.${d.use ? 'use' : 'skip'}`, decision: d });
        break;
    }
  }
  return model;
}

/** A choice's button words: a facing by its direction's short name, else the choice's own message. */
export function choiceLabel(c: Choice, t: (key: string, params?: Record<string, unknown>) => string): string {
  if (c.key === 'facing' && c.params) return t('match.choice.facing', { dir: t(`match.dirShort.${DIRECTION_NAMES[Number(c.params.dir)]}`) });
  return t(`match.choice.${c.key}`, c.params ?? {});
}

/** The actions one player may take, in the engine's order. */
export function actionsOf(model: PromptModel, player: number): ActionKind[] {
  return (model.byPlayer.get(player) ?? []).flatMap((d) => (d.kind === 'action' ? [d.action] : []));
}

/** Move decisions ending on a hex, by final facing. */
export function facingsAt(model: PromptModel, hex: HexId): Map<number, Decision> {
  const out = new Map<number, Decision>();
  for (const d of model.byHex.get(hex) ?? []) if (d.kind === 'move') out.set(d.facing, d);
  return out;
}
