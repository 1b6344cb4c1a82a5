// What importing a team file does when the coach already keeps teams: nothing new for a team he
// already has, a renamed copy for a different team under a name he already uses, the team as it
// is otherwise. Pure, so the main process (which acts on it) and the tests agree.
import { withSuffix } from '../../../text';
import { NAME_MAX } from './validate';

/**
 * The parts of a team that make it the team it is (no id, no timestamps, no app version): a
 * DreadBall team's, or another game's (whose other fields take part as they are).
 */
export interface ImportedContent {
  readonly name: string;
  readonly colours: { readonly primary: string; readonly secondary: string };
  readonly players: readonly { readonly id?: string; readonly name: string; readonly number: number }[];
  readonly [field: string]: unknown;
}

export interface KeptTeam {
  readonly id: string;
  readonly content: ImportedContent;
}

export type ImportDecision =
  /** The same team is kept already: nothing is written, the kept one is shown. */
  | { readonly kind: 'already'; readonly id: string; readonly name: string }
  /** A different team with a name already in use: written under `name`, e.g. "Riveters (2)". */
  | { readonly kind: 'renamed'; readonly name: string; readonly from: string }
  | { readonly kind: 'new'; readonly name: string };

/** JSON with object keys sorted, so key order in a hand-edited file does not make a new team. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The team as a coach sees it, but for its name (`sameName`). Player ids are left out: they are
 * bookkeeping (which player a finished match credits), and two files with the same players under
 * other ids are the same team to the coach.
 */
function fingerprint(team: ImportedContent): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the name is compared by sameName
  const { name, colours, players, game, ...rest } = team;
  return canonical({
    ...rest,
    // Content without a game is DreadBall's.
    game: game ?? 'dreadball',
    colours: { primary: colours.primary.toLowerCase(), secondary: colours.secondary.toLowerCase() },
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- player ids are bookkeeping
    players: players.map(({ id, ...p }) => p),
  });
}

const nameKey = (name: string): string => name.trim().toLocaleLowerCase();

/** Most copies of one name `copyName` looks through, and `sameName` recognises. */
const MAX_COPIES = 99;

/**
 * The kept team has the file's name, or the name an earlier import of it was given ("Name (2)"):
 * importing that file again finds the copy rather than making a third.
 */
function sameName(kept: string, incoming: string): boolean {
  if (nameKey(kept) === nameKey(incoming)) return true;
  for (let n = 2; n <= MAX_COPIES; n++) if (nameKey(withSuffix(incoming.trim(), ` (${n})`, NAME_MAX)) === nameKey(kept)) return true;
  return false;
}

/** `kept` is the team the file holds: same name (or its import copy's name) and same content. */
export function sameTeamContent(kept: ImportedContent, incoming: ImportedContent): boolean {
  return sameName(kept.name, incoming.name) && fingerprint(kept) === fingerprint(incoming);
}

/** "Name (2)", "Name (3)", ...: the first that no kept team uses, cut to fit the name limit. */
export function copyName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map(nameKey));
  const base = name.trim();
  for (let n = 2; n <= MAX_COPIES; n++) {
    const candidate = withSuffix(base, ` (${n})`, NAME_MAX);
    if (!used.has(nameKey(candidate))) return candidate;
  }
  // 99 copies of one name: the next is numbered past them all (the schema allows any name).
  return withSuffix(base, ` (${taken.length + 1})`, NAME_MAX);
}

export function importDecision(incoming: ImportedContent, kept: readonly KeptTeam[]): ImportDecision {
  const same = kept.find((k) => sameTeamContent(k.content, incoming));
  if (same) return { kind: 'already', id: same.id, name: same.content.name };
  const names = kept.map((k) => k.content.name);
  if (names.some((n) => nameKey(n) === nameKey(incoming.name))) return { kind: 'renamed', name: copyName(incoming.name, names), from: incoming.name };
  return { kind: 'new', name: incoming.name };
}
