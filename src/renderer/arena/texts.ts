// Every word the arena draws on the canvas, built once from vue-i18n's t() by ArenaView: the
// arena itself holds no user text, so a translation reaches the pitch, the dice and the Strike.
import { type Direction, DIRECTION_NAMES } from '../../shared/hex';
import type { PitchLabels } from './pitchArt';

export interface ArenaTexts {
  /** Under a test's dice: how many came up at or over the target. */
  successes: (n: number, target: number) => string;
  strike: (points: number) => string;
  /** Roll-off caption: who won (null: a tie). */
  rollOff: (winner: string | null) => string;
  /** Launch caption: the launch die and the wall die (null: the ball did not reach the wall). */
  launch: (roll: number, wallRoll: number | null) => string;
  scatter: (direction: Direction, distance: number) => string;
  /** Labels under single dice. */
  die: { launch: string; wall: string; direction: string; distance: string };
}

/** vue-i18n's t: a message, its parameters, and the count that picks a plural form. */
type T = (key: string, params?: Record<string, unknown>, plural?: number) => string;

export function arenaTexts(t: T): ArenaTexts {
  return {
    successes: (n, target) => t('arena.dice.successes', { n, target }, n),
    strike: (points) => t('arena.strike', { points }),
    rollOff: (winner) => (winner === null ? t('arena.dice.rollOffTie') : t('arena.dice.rollOff', { team: winner })),
    launch: (roll, wallRoll) => (wallRoll === null ? t('arena.dice.launch', { roll }) : t('arena.dice.launchWall')),
    scatter: (direction, distance) => t('arena.dice.scatter', { direction: t(`match.dir.${DIRECTION_NAMES[direction]}`), distance }),
    die: {
      launch: t('arena.dice.launchDie'),
      wall: t('arena.dice.wallDie'),
      direction: t('arena.dice.directionDie'),
      distance: t('arena.dice.distanceDie'),
    },
  };
}

/**
 * A reachable hex's label: the chance alone (e.g. "94%"), then the rolls it takes on a second,
 * worded line ("1 roll", "2 rolls"), so the two numbers can never read as one decimal.
 */
export function moveOddsLabel(t: T, rolls: number, chance: string): string {
  const word = t('arena.odds.rolls', { n: rolls }, rolls);
  return `${chance}\n${word}`;
}

export function pitchLabels(t: T): PitchLabels {
  return { bench: t('arena.bench'), cageTitle: t('arena.cage'), rush: t('arena.rush'), score: t('arena.lead'), home: t('arena.home'), away: t('arena.away') };
}
