// Random player names per race, for the builder's "random name" button. Pure: the caller passes
// the random source, so tests can pin it.

/** Names in the style of each stock race; homebrew races draw from syllables. */
export const RACE_NAMES: Readonly<Record<string, readonly string[]>> = {
  human: [
    'Vance', 'Kerr', 'Osei', 'Ruiz', 'Mbeki', 'Halloran', 'Sato', 'Lind', 'Petrov', 'Ayodele', 'Novak', 'Quill', 'Brandt',
    'Ferro', 'Okafor', 'Reyes', 'Tanaka', 'Moreau', 'Kowalski', 'Adeyemi', 'Castell', 'Dunmore', 'Ishida', 'Volkov',
    'Harlan', 'Sable', 'Marek', 'Juno', 'Cassidy', 'Rook',
  ],
  'orx-goblin': [
    'Grukk', 'Snagga', 'Brok', 'Zit', 'Nagrot', 'Skab', 'Wazz', 'Grim', 'Nib', 'Rotgut', 'Skrag', 'Fizz', 'Mukk', 'Dreg',
    'Gobbo', 'Snikrot', 'Uzgob', 'Klawz', 'Zogwort', 'Grotnik', 'Bashgit', 'Narg', 'Spleenrip', 'Wurtz', 'Gitsnik',
    'Krumpa', 'Dakka', 'Snot', 'Ruk', 'Boggit',
  ],
  'veer-myn': [
    'Skitch', 'Vrask', 'Nibble', 'Squee', 'Thresk', 'Krik', 'Sliv', 'Tattle', 'Gnash', 'Whisk', 'Scab', 'Vermin', 'Rusk',
    'Pell', 'Skrit', 'Chitter', 'Vesk', 'Tik-Tak', 'Sneek', 'Grisk', 'Nox', 'Rattle', 'Skivver', 'Twitch', 'Quisk',
    'Fleck', 'Snikk', 'Vrill', 'Scurry', 'Tesk',
  ],
  'forge-father': [
    'Brokkr', 'Hrolf', 'Durin', 'Grimma', 'Thrain', 'Ulfa', 'Bardi', 'Keld', 'Ormr', 'Sigra', 'Haldor', 'Vali', 'Rune',
    'Gunna', 'Eitri', 'Hjalmar', 'Ingrid', 'Torvald', 'Dagny', 'Ketil', 'Astrid', 'Bjarni', 'Hilda', 'Skafti', 'Runa',
    'Grettir', 'Vigdis', 'Ottar', 'Frida', 'Snorri',
  ],
};

const FIRST = ['Kra', 'Zel', 'Vor', 'Mi', 'Dax', 'Quo', 'Ral', 'Ty', 'Bex', 'Or', 'Syl', 'Ju', 'Fen', 'Ga', 'Ix'];
const LAST = ['ro', 'dan', 'vik', 'ra', 'zor', 'lo', 'nix', 'ta', 'mar', 'us', 'eth', 'ka', 'ven', 'dor', 'ia'];

export type Random = () => number;

const pick = <T>(items: readonly T[], random: Random): T => items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

/**
 * A name for a player of the race (a stock race id, or anything else for a homebrew race), avoiding
 * `taken` names while the list has untaken ones.
 */
export function randomName(raceId: string, random: Random, taken: readonly string[] = []): string {
  const list = RACE_NAMES[raceId];
  const used = new Set(taken.map((n) => n.trim().toLowerCase()));
  if (list) {
    const free = list.filter((n) => !used.has(n.toLowerCase()));
    return pick(free.length > 0 ? free : list, random);
  }
  let name = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    name = pick(FIRST, random) + pick(LAST, random);
    if (!used.has(name.toLowerCase())) return name;
  }
  return name;
}

/** The lowest shirt number 1-99 nobody wears, or undefined when all are taken. */
export function freeNumber(numbers: readonly number[]): number | undefined {
  const used = new Set(numbers);
  for (let n = 1; n <= 99; n++) if (!used.has(n)) return n;
  return undefined;
}
