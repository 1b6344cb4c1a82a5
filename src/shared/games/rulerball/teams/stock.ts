/**
 * Four stock teams of our own invention, each spending its 6 upgrade points its own way: a fast
 * team, a hard-hitting one, a sure-handed catching one and a balanced one.
 */
import type { FigureKind, UpgradeKind } from '../tables/numbers';
import type { RulerballTeamContent, RulerballTeamFigure } from './teamFile';

type Line = readonly [kind: FigureKind, name: string, upgrades?: readonly UpgradeKind[]];

function team(name: string, shortName: string, primary: string, secondary: string, first: number, lines: readonly Line[]): RulerballTeamContent {
  const figures: RulerballTeamFigure[] = lines.map(([kind, fname, upgrades], i) => ({ id: `f${i + 1}`, name: fname, number: first + i, kind, upgrades: [...(upgrades ?? [])] }));
  return { game: 'rulerball', name, shortName, colours: { primary, secondary }, figures };
}

export const STOCK_TEAMS: readonly RulerballTeamContent[] = [
  // Speed everywhere: three figures a square faster (2 + 2 + 2 points).
  team('Harbour Comets', 'HCO', '#1e6fd9', '#f2f2f2', 2, [
    ['skater', 'Vel Okoro', ['speed']],
    ['skater', 'Brin Tallow', ['speed']],
    ['skater', 'Sera Quill'],
    ['skater', 'Mott Danek'],
    ['skater', 'Ivo Renn'],
    ['catcher', 'Lune Arbel', ['speed']],
    ['catcher', 'Pell Vance'],
    ['biker', 'Rook Halder'],
    ['biker', 'Dax Morrow'],
    ['biker', 'Tam Breck'],
  ]),
  // Weight up front: three skaters a point stronger.
  team('Ironside Bruisers', 'IRB', '#8a1c1c', '#e0b03a', 11, [
    ['skater', 'Gorm Hatcher', ['strength']],
    ['skater', 'Bela Kraal', ['strength']],
    ['skater', 'Otto Rusk', ['strength']],
    ['skater', 'Fen Wicke'],
    ['skater', 'Ula Strand'],
    ['catcher', 'Nim Corrow'],
    ['catcher', 'Jory Pike'],
    ['biker', 'Hask Vell'],
    ['biker', 'Ruda Mane'],
    ['biker', 'Cole Barrow'],
  ]),
  // Sure hands: both catchers one better at fielding (3 + 3 points).
  team('Gullwing Catchers', 'GWC', '#1c8a5a', '#101820', 21, [
    ['skater', 'Ari Soll'],
    ['skater', 'Keld Marr'],
    ['skater', 'Wen Toller'],
    ['skater', 'Pia Garrow'],
    ['skater', 'Lio Brand'],
    ['catcher', 'Esk Rivelle', ['skill']],
    ['catcher', 'Mara Fenn', ['skill']],
    ['biker', 'Ods Kettle'],
    ['biker', 'Vic Harrow'],
    ['biker', 'Nel Tusk'],
  ]),
  // A bit of everything: a faster biker, a stronger skater, a surer skater (2 + 2 + ... = 6).
  team('Ringtown Rollers', 'RTR', '#6a3fb5', '#f5c542', 31, [
    ['skater', 'Jun Calder', ['strength']],
    ['skater', 'Rhea Voss', ['speed']],
    ['skater', 'Tib Orme'],
    ['skater', 'Sal Meade'],
    ['skater', 'Quin Ardo'],
    ['catcher', 'Hale Dunmore'],
    ['catcher', 'Ysa Crane'],
    ['biker', 'Bram Sorrel', ['speed']],
    ['biker', 'Lark Fenwick'],
    ['biker', 'Oren Slate'],
  ]),
];
