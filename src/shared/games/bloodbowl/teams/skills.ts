/** The five skills Rushline plays (rules file, "Turnovers, re-rolls and skills"). */
export const SKILLS = ['Block', 'Catch', 'Dodge', 'Pass', 'Sure Hands'] as const;
export type Skill = (typeof SKILLS)[number];

export const isSkill = (v: unknown): v is Skill => typeof v === 'string' && (SKILLS as readonly string[]).includes(v);
