// Settings shape shared by main (storage, validation) and renderer (forms).
// Plain constants so the renderer can list options without touching zod.
export const languages = ['en'] as const;
export const animationSpeeds = ['normal', 'fast', 'instant'] as const;

export type Language = (typeof languages)[number];
export type AnimationSpeed = (typeof animationSpeeds)[number];

export interface Settings {
  language: Language;
  animationSpeed: AnimationSpeed;
  sound: boolean;
}

export const defaultSettings: Readonly<Settings> = Object.freeze({
  language: 'en',
  animationSpeed: 'normal',
  sound: true,
});
