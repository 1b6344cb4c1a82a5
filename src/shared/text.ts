// Cutting text a person typed or chose. Lengths are limited in UTF-16 code units (what the save
// schemas count), but a cut must fall between graphemes: cutting through an emoji leaves a lone
// surrogate, which the schemas refuse, and a flag or a family emoji would break into pieces.

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest prefix of `text` made of whole graphemes whose length is at most `maxUnits`. */
export function cutText(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  let end = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    if (index + segment.length > maxUnits) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** `text` followed by `suffix`, the text cut (by graphemes, trailing spaces dropped) so both fit. */
export function withSuffix(text: string, suffix: string, maxUnits: number): string {
  if (text.length + suffix.length <= maxUnits) return text + suffix;
  return cutText(text, Math.max(0, maxUnits - suffix.length)).trimEnd() + suffix;
}
