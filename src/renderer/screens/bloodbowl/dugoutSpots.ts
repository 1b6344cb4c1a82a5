// The dugout spots the screen lays over the board: each figure off the pitch where the board draws
// it, with the words a screen reader and a tooltip give ("#99 Gorbad, reserves"). Pure.
import type { MatchState } from '../../../shared/games/bloodbowl/engine/types';
import type { DugoutSpot } from '../../arena/squareBoard';
import { type BBLooks, shirtNumber } from '../../match/bloodbowlLooks';

export interface DugoutItem {
  id: number;
  label: string;
  /** CSS box over the figure, in pixels of the board's host. */
  style: string;
}

type Words = (key: string, params?: Record<string, unknown>) => string;

export function dugoutItems(spots: readonly DugoutSpot[], s: MatchState, looks: BBLooks | undefined, t: Words): DugoutItem[] {
  return spots.map((spot) => ({
    id: spot.id,
    label: t('bbscreen.dugoutPlayer', { number: shirtNumber(s, spot.id, looks), name: s.players[spot.id]?.name ?? '', box: t(`bbscreen.box.${spot.where}`) }),
    style: `left:${spot.x - spot.size / 2}px;top:${spot.y - spot.size / 2}px;width:${spot.size}px;height:${spot.size}px`,
  }));
}

/** Same spots, same words: nothing for Vue to patch (most decisions move nobody off the pitch). */
export const sameItems = (a: readonly DugoutItem[], b: readonly DugoutItem[]): boolean =>
  a.length === b.length && a.every((x, i) => x.id === b[i]?.id && x.label === b[i]?.label && x.style === b[i]?.style);
