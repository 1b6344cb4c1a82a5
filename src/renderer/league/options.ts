// The order a post-game question's answers are shown in. The core lists them in roster order; the
// answer that changes nothing (keep the roster, stop buying, keep the injury result) goes first,
// so a coach pressing 1 by habit never retires a player or spends his treasury by accident.
import type { PostGameDecision } from '../../shared/league/postgame';

const CHANGES_NOTHING: ReadonlySet<PostGameDecision['kind']> = new Set(['keep-roster', 'stop-buying', 'keep-injury']);

export function shownOptions(options: readonly PostGameDecision[]): PostGameDecision[] {
  return [...options.filter((o) => CHANGES_NOTHING.has(o.kind)), ...options.filter((o) => !CHANGES_NOTHING.has(o.kind))];
}
