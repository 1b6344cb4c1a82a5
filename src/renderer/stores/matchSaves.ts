// The match store's save files: autosave through `matches:save`, load (a match to play on, a
// finished one as a replay, one saved under other rules read-only) and Continue. Built once by the
// match store with what it reads; the store's `restore` and `openReadOnly` rebuild the match.
import type { Words } from '../../shared/words';
import type { Ref, ShallowRef } from 'vue';
import type { MatchSetup } from '../../shared/games/dreadball/engine';
import type { Decision, MatchState } from '../../shared/games/dreadball/engine/types';
import { DEFAULT_GAME } from '../../shared/game/registry';
import type { DreadBallGame } from '../match/dreadballGame';
import { type Controllers, controllersOf } from '../match/computer';
import { type MatchSaveRequest, entryId, leagueLinkOf, matchFileOf, matchesChannels, readOnlyMessageOf } from '../match/saveClient';
import type { MatchLeagueLink } from '../../shared/saves/schemas';
import { callIpc } from './ipc';

export type SavingStatus = 'idle' | 'saving' | 'saved' | 'unavailable' | 'failed';

/** The save file of the match on screen (a new match gets a new slot, see the store's reset). */
export interface SaveSlot {
  id: string | undefined;
}

/** How the store rebuilds a loaded match. */
export interface Reopen {
  /** From its setup and log; `game` is the saved file's game id. */
  restore(setup: MatchSetup, log: Decision[], id: string, asReplay: boolean, who: Controllers, game: string): void;
  /** As it was saved, without replaying its log (saved under other rules). */
  openReadOnly(setup: MatchSetup, snapshot: MatchState, log: Decision[], id: string, who: Controllers, game: string, message: Words): void;
}

export interface SavesContext extends Reopen {
  readonly game: Readonly<ShallowRef<DreadBallGame>>;
  readonly state: Readonly<ShallowRef<MatchState | null>>;
  readonly setup: Readonly<ShallowRef<MatchSetup | null>>;
  readonly decisions: Readonly<ShallowRef<Decision[]>>;
  readonly controllers: Readonly<Ref<Controllers>>;
  readonly saveId: Ref<string | undefined>;
  readonly saving: Ref<SavingStatus>;
  readonly lastError: Ref<string | null>;
  /** The league fixture the match plays (saved with it, set again on load). */
  readonly leagueFixture: Ref<MatchLeagueLink | null>;
  /** Whether the match on screen may be saved now (not watched as a replay, not read-only). */
  savable(): boolean;
  /** The slot of the match on screen right now. */
  slot(): SaveSlot;
}

export interface MatchSaves {
  autosave(): Promise<void>;
  load(id: string): Promise<boolean>;
  continueLatest(): Promise<boolean>;
}


export function matchSaves(ctx: SavesContext): MatchSaves {
  let saveChain: Promise<void> = Promise.resolve();

  /**
   * Autosave through `matches:save` when this build has it; saves run one after another. A match
   * is first written when its first decision is applied: one left before anything happened leaves
   * no file (and Continue still offers the match before it). Once written, every change is saved,
   * an undo back to the start included, so the file never lags behind the board.
   */
  function autosave(): Promise<void> {
    const channels = matchesChannels();
    const s = ctx.state.value;
    const su = ctx.setup.value;
    if (!channels || !s || !su || !ctx.savable()) {
      if (!channels) ctx.saving.value = 'unavailable';
      return saveChain;
    }
    const log = ctx.decisions.value;
    const who = { ...ctx.controllers.value };
    const game = ctx.game.value.id;
    const league = ctx.leagueFixture.value;
    const slot = ctx.slot();
    saveChain = saveChain.then(async () => {
      // Read when the save's turn comes: an earlier save of this match may have written the file meanwhile.
      if (!slot.id && log.length === 0) return;
      if (slot === ctx.slot()) ctx.saving.value = 'saving';
      const request: MatchSaveRequest = {
        ...(slot.id ? { id: slot.id } : {}),
        game,
        setup: JSON.parse(JSON.stringify(su)) as MatchSaveRequest['setup'],
        decisions: JSON.parse(JSON.stringify(log)) as MatchSaveRequest['decisions'],
        snapshot: JSON.parse(JSON.stringify(s)) as MatchSaveRequest['snapshot'],
        controllers: who,
        ...(league ? { league: { leagueId: league.leagueId, fixtureId: league.fixtureId } } : {}),
      };
      const saved = await callIpc(() => channels.save(request));
      const id = entryId(saved);
      if (id) slot.id = id;
      // A save of a match no longer on screen says nothing about the one that is.
      if (slot !== ctx.slot()) return;
      if (id) {
        ctx.saveId.value = id;
        ctx.saving.value = 'saved';
      } else ctx.saving.value = 'failed';
    });
    return saveChain;
  }

  /**
   * Loads a saved match by id: a match in progress to play on, a finished one as a replay, and one
   * the main process found read-only (other rules play its log differently) as it was saved.
   */
  async function load(id: string): Promise<boolean> {
    const channels = matchesChannels();
    if (!channels) return false;
    const loaded = await callIpc(() => channels.load({ id }));
    const file = matchFileOf(loaded);
    if (!file) return false;
    const game = file.game ?? DEFAULT_GAME;
    const who = controllersOf(file.controllers);
    const readOnly = readOnlyMessageOf(loaded);
    try {
      if (readOnly !== null) {
        if (file.snapshot === undefined) throw new Error('the saved match has no state to show');
        ctx.openReadOnly(file.setup as MatchSetup, file.snapshot as MatchState, file.decisions as Decision[], file.id, who, game, readOnly);
      } else ctx.restore(file.setup as MatchSetup, file.decisions as Decision[], file.id, file.summary?.status === 'finished', who, game);
      // After the rebuild (which forgets any link): a league match knows its fixture again.
      ctx.leagueFixture.value = leagueLinkOf(file);
    } catch (error) {
      ctx.lastError.value = error instanceof Error ? error.message : String(error);
      return false;
    }
    return true;
  }

  /** The newest match in progress, if the storage channels exist; loads it. */
  async function continueLatest(): Promise<boolean> {
    const channels = matchesChannels();
    if (!channels) return false;
    const latest = await callIpc(() => channels.latest());
    const id = entryId(latest);
    return id ? load(id) : false;
  }

  return { autosave, load, continueLatest };
}
