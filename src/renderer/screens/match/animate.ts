// Plays engine events on the arena, in order, awaiting each animation. Reads only what the events
// say; positions of figures come from the state before the batch. No rules here.
import type { Direction } from '../../../shared/hex';
import type { GameEvent, MatchState } from '../../../shared/games/dreadball/engine/types';
import type { HexId } from '../../../shared/games/dreadball/pitch';
import type { ArenaController } from '../../arena/ArenaController';
import { figureId, fromMatchState, sideOfTeam } from '../../arena/fromMatchState';
import type { ScatterStep } from '../../arena/model';

type Arena = Pick<
  ArenaController,
  | 'walk' | 'turn' | 'push' | 'fall' | 'standUp' | 'toCage' | 'slamClash' | 'ballLaunch' | 'ballThrow' | 'ballScatter' | 'ballCaught' | 'ballFumble'
  | 'dice' | 'rollOffDice' | 'launchDice' | 'scatterDice' | 'strikeCelebration' | 'setState'
>;

/** `heard` is told each event as its animation starts (the sounds follow the board). */
export async function animateEvents(arena: Arena, events: readonly GameEvent[], before: MatchState, after: MatchState, heard: (e: GameEvent) => void = () => undefined): Promise<void> {
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as GameEvent;
    heard(e);
    switch (e.type) {
      case 'step': {
        const path: HexId[] = [e.to];
        const facings: Direction[] = [e.facing];
        while (i + 1 < events.length) {
          const n = events[i + 1] as GameEvent;
          if (n.type !== 'step' || n.player !== e.player) break;
          path.push(n.to);
          facings.push(n.facing);
          i++;
        }
        await arena.walk(figureId(e.player), path, facings);
        break;
      }
      case 'turn':
        await arena.turn(figureId(e.player), e.facing);
        break;
      case 'push':
        await arena.push(figureId(e.player), e.to);
        break;
      case 'follow-up':
        await arena.walk(figureId(e.player), [e.to]);
        break;
      case 'fall':
        await arena.fall(figureId(e.player));
        break;
      case 'stand':
        await arena.standUp(figureId(e.player), e.facing);
        break;
      case 'injury':
        await arena.toCage(figureId(e.player), Math.min(3, Math.max(1, e.zone)) as 1 | 2 | 3);
        break;
      case 'clash':
        await arena.slamClash(figureId(e.attacker), figureId(e.defender));
        break;
      case 'roll-off':
        await arena.rollOffDice(e.faces, [before.teams[0].name, before.teams[1].name], e.winner === null ? null : e.winner === 'A' ? 0 : 1);
        break;
      case 'ball-launched':
        // The dice first, then the ball goes where they said.
        await arena.launchDice(e.roll, e.wallRoll);
        await arena.ballLaunch(e.hexes);
        break;
      case 'ball-thrown':
        await arena.ballThrow(e.from, e.to);
        break;
      case 'scatter': {
        const steps: ScatterStep[] = [];
        let dir = e.direction;
        while (i + 1 < events.length) {
          const n = events[i + 1] as GameEvent;
          if (n.type === 'ball-step') steps.push({ kind: 'enter', hex: n.hex });
          else if (n.type === 'bounce') {
            heard(n);
            steps.push({ kind: 'bounce', hex: n.hex, direction: dir, newDirection: n.direction });
            dir = n.direction;
          } else break;
          i++;
        }
        await arena.scatterDice(e.directionRoll, e.direction, e.distance);
        if (steps.length > 0) await arena.ballScatter(steps, e.from);
        break;
      }
      case 'ball-held':
        await arena.ballCaught(figureId(e.player));
        break;
      case 'fumble':
        await arena.ballFumble(figureId(e.player));
        break;
      case 'test':
        if (e.faces.length > 0) await arena.dice(e.faces, e.target);
        break;
      case 'strike': {
        const p = before.players[e.player];
        await arena.strikeCelebration(e.points, p ? sideOfTeam(after, p.team) : 'home', p?.hex);
        break;
      }
      case 'placed':
      case 'substitution':
      case 'cage-moves':
      case 'side-chosen':
        // Figures jump to their new place: sync with the state after the batch at the end.
        break;
    }
  }
  arena.setState(fromMatchState(after));
}
