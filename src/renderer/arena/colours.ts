// Team colours by race (our own palette). The away team gets its alternate when both match.
import type { TeamColours } from './model';

const RACE: Record<string, [TeamColours, TeamColours]> = {
  human: [{ primary: 0x1d4ed8, secondary: 0xf5f7fa }, { primary: 0xf5f7fa, secondary: 0x1d4ed8 }],
  'orx-goblin': [{ primary: 0x15803d, secondary: 0xfacc15 }, { primary: 0x3f6212, secondary: 0xf5f7fa }],
  'veer-myn': [{ primary: 0x6d28d9, secondary: 0x84cc16 }, { primary: 0x3b0764, secondary: 0xf5f7fa }],
  'forge-father': [{ primary: 0xb45309, secondary: 0x1c1917 }, { primary: 0x78350f, secondary: 0xfde68a }],
};
const FALLBACK: [TeamColours, TeamColours] = [{ primary: 0x0e7490, secondary: 0xf5f7fa }, { primary: 0x9f1239, secondary: 0xf5f7fa }];

export function teamColours(homeRace: string, awayRace: string): { home: TeamColours; away: TeamColours } {
  const h = RACE[homeRace] ?? FALLBACK;
  const a = RACE[awayRace] ?? FALLBACK;
  return { home: h[0], away: homeRace === awayRace ? a[1] : a[0] };
}
