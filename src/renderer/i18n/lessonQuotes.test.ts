// A lesson tells the learner which button to press by quoting it (“Free Throw”, «Mirar al E»,
// „Nach O“). A quote that drifts from the button's words leaves him looking for a button that
// is not there, so every quote in every lesson text must be the words of a button or of the
// board's own words, in the same language.
import { describe, expect, it } from 'vitest';
import { messages } from './messages';

const LESSON_TREES = ['lessons', 'bbLessons', 'rbLessons'] as const;
/**
 * Where the words a lesson may quote live: the match screens' buttons and the words on the board
 * and status bar (a facing, a free action, an action, a block die's face, a roll's name, a
 * Rülerball move, the lap count). Not the team builder's or the league's words, where a truncated
 * quote (“Move” for the button “Move #9 Lantern 9 (Lineman)”) would find a namesake.
 */
const QUOTABLE = ['match.choice.', 'match.action.', 'bloodbowl.decision.', 'bloodbowl.face.', 'bloodbowl.test.', 'rulerball.decision.', 'rulerball.status.lap.'];

/** Every string under `node`, with its key path. */
function strings(node: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof node === 'string') out.push([path, node]);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

/** Text between the quote marks each language uses: “…” (en), «…» (es), „…“ (de), „…” (pl). */
function quotes(text: string): string[] {
  return [...text.matchAll(/[“«„]([^”»“]+)[”»“]/g)].map((m) => m[1] as string);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a quote names the message: a message's `{param}` stands for any words, and the quote
 * may shorten any part of the message to "…" (“Activation: … 11 of 12”) or leave out a leading
 * placeholder (a Rülerball move's button ends “towing #2 Vel Okoro”).
 */
function names(quote: string, message: string): boolean {
  const parts = quote.split('…').map((p) => escape(p.trim()).replace(/\d+/g, '(?:\\d+|\\{[^}]+\\})'));
  const pattern = new RegExp(`^${parts.join('.+')}$`);
  const forms = message.split(' | ');
  if (forms.some((form) => pattern.test(form))) return true;
  // A message of placeholders alone ("{name}") would name anything.
  const literal = message.replace(/\{[^}]+\}/g, '');
  if ((literal.match(/\p{L}/gu) ?? []).length < 3) return false;
  const matches = (form: string): boolean => new RegExp(`^${form.split(/\{[^}]+\}/).map(escape).join('.+')}$`).test(quote);
  // “towing #2 Vel Okoro” names the end of '{move}, towing {rider}': the words after the move.
  return forms.some((form) => matches(form) || matches(form.replace(/^\{[^}]+\}[^\p{L}{]+/u, '')));
}

describe('lesson texts quote the words on the screen', () => {
  for (const [language, tree] of Object.entries(messages)) {
    it(`in ${language}`, () => {
      const all = tree as unknown as Record<string, unknown>;
      const screen = Object.entries(all)
        .flatMap(([k, v]) => strings(v, k, []))
        .filter(([path]) => QUOTABLE.some((p) => path.startsWith(p)))
        .map(([, s]) => s);
      const lessons = LESSON_TREES.flatMap((k) => strings(all[k], k, []));
      const quoted = lessons.flatMap(([path, text]) => quotes(text).map((q) => ({ path, q })));
      expect(quoted.length).toBeGreaterThan(20);
      const unknown = quoted.filter(({ q }) => !screen.some((m) => names(q, m))).map(({ path, q }) => `${path}: ${q}`);
      expect(unknown).toEqual([]);
    });
  }

  it('a quote that names no message is found out', () => {
    expect(names('Free Throw', 'Free Throw')).toBe(true);
    expect(names('Mit … passen', 'Mit {player} passen')).toBe(true);
    expect(names('towing #2 Vel Okoro', 'towing {name}')).toBe(true);
    expect(names('Activation: … 11 of 12', 'Activation: {team}, sector {sector}, {count} of {total}')).toBe(true);
    expect(names('Freie Laufen', 'Freies Laufen')).toBe(false);
    expect(names('Free Thrown', 'Free Throw')).toBe(false);
    expect(names('Free Thrown', '{name}')).toBe(false);
    expect(names('towing #2 Vel Okoro', '{move}, towing {rider}')).toBe(true);
    expect(names('towing #2 Vel Okoro', '{move}, pulling {rider}')).toBe(false);
  });
});
