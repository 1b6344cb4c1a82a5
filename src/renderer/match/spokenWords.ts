// Settings → Screen reader announcements, "results only", for the Blood Bowl and Rülerball logs: a
// log line that tells dice has a results-only wording under `<game>.log.short.<key>` (who, what,
// how it went); every other line is said as it is shown.
import type { Words } from '../../shared/words';

/** `w` with its results-only wording when the locale has one (`has` is vue-i18n's `te`). */
export function resultsOnly(w: Words, has: (key: string) => boolean): Words {
  const m = /^(\w+)\.log\.(.+)$/.exec(w.key);
  if (!m) return w;
  const short = `${m[1]}.log.short.${m[2]}`;
  return has(short) ? { ...w, key: short } : w;
}
