// Settings shape shared by main (storage, validation) and renderer (forms).
// Plain constants so the renderer can list options without touching zod.
export const languages = ['en', 'es', 'de', 'pl'] as const;
export const animationSpeeds = ['normal', 'fast', 'instant'] as const;
/** Hot-seat: when the screen is passed to the other coach (no game hides anything, so it is a courtesy); 'rush-start' is each new turn (a rush in DreadBall). */
export const handovers = ['every-change', 'rush-start', 'never'] as const;

/** How much a screen reader is told of a match: outcomes, outcomes with their dice, or also every choice offered. */
export const announcements = ['results', 'dice', 'all'] as const;

export type Language = (typeof languages)[number];

/** Each language by its own name: the same in every locale, so a lost reader finds theirs. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', de: 'Deutsch', pl: 'Polski' };
export type AnimationSpeed = (typeof animationSpeeds)[number];
export type Handover = (typeof handovers)[number];
export type Announcements = (typeof announcements)[number];

export interface Settings {
  language: Language;
  animationSpeed: AnimationSpeed;
  sound: boolean;
  /** Sound volume, 0-100. */
  volume: number;
  handover: Handover;
  /** What the match announces to a screen reader (docs/accessibility.md). */
  announce: Announcements;
}

export const defaultSettings: Readonly<Settings> = Object.freeze({
  language: 'en',
  animationSpeed: 'normal',
  sound: true,
  volume: 70,
  handover: 'rush-start',
  announce: 'dice',
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first of the system's preferred languages Rushline speaks ("de-AT" counts as German),
 * else English: the language of a first start, before the player picks one.
 */
export function languageFor(systemLanguages: readonly string[]): Language {
  for (const tag of systemLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The defaults on a machine whose system prefers these languages. */
export function defaultsFor(systemLanguages: readonly string[]): Settings {
  return { ...defaultSettings, language: languageFor(systemLanguages) };
}
