// Which sound an engine event makes. Pure: the events already say what happened.
import type { GameEvent } from '../../shared/games/dreadball/engine/types';

export const CUES = ['dice', 'skate', 'slam', 'fall', 'bounce', 'throw', 'catch', 'fumble', 'strike', 'whistle'] as const;
export type Cue = (typeof CUES)[number];

export function cueOf(e: GameEvent): Cue | null {
  switch (e.type) {
    case 'test':
      return e.faces.length > 0 ? 'dice' : null;
    case 'roll-off':
    case 'scatter':
      return 'dice';
    case 'step':
    case 'follow-up':
    case 'push':
      return 'skate';
    case 'clash':
      return 'slam';
    case 'fall':
      return 'fall';
    case 'bounce':
      return 'bounce';
    case 'ball-launched':
    case 'ball-thrown':
      return 'throw';
    case 'ball-held':
      return 'catch';
    case 'fumble':
      return 'fumble';
    case 'strike':
      return 'strike';
    case 'rush-start':
    case 'match-end':
      return 'whistle';
    default:
      return null;
  }
}
