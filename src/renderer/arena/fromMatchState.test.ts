import { describe, expect, it } from 'vitest';
import { createMatch } from '../../shared/games/dreadball/engine/state';
import { hexId } from '../../shared/games/dreadball/pitch';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { fromMatchState } from './fromMatchState';

const teams = [STOCK_TEAMS[0]!, STOCK_TEAMS[1]!] as const;

describe('fromMatchState', () => {
  it('draws a new match with every player on its bench and no ball', () => {
    const s = createMatch({ teams: [teams[0], teams[1]], seed: 1 });
    const vm = fromMatchState(s);
    expect(vm.figures).toHaveLength(s.players.length);
    expect(vm.figures.every((f) => f.hex === null && f.place?.kind === 'bench')).toBe(true);
    expect(vm.figures.filter((f) => f.side === 'home')).toHaveLength(teams[0].players.length);
    expect(vm.ball).toEqual({ kind: 'none' });
    expect(vm.rush).toBe(0);
  });

  it('maps positions, the carrier, cage zones, home/away and the score', () => {
    const s = createMatch({ teams: [teams[0], teams[1]], seed: 1 });
    s.home = 1; // coach B won the roll-off and took home
    s.phase = 'rush';
    s.rush = 3;
    s.rushing = 1;
    s.score = [1, 4];
    const p0 = s.players[0]!;
    p0.where = 'pitch';
    p0.hex = hexId(2, 0);
    p0.facing = 3;
    p0.down = true;
    const p1 = s.players[1]!;
    p1.where = 'cage';
    p1.cage = 2;
    const p9 = s.players[9]!;
    p9.where = 'pitch';
    p9.hex = hexId(-2, 0);
    p9.tokenActions = 1;
    s.ball = { hex: -1, carrier: 9 };
    const vm = fromMatchState(s, { selected: 9 });
    const f0 = vm.figures[0]!;
    expect(f0.side).toBe('away');
    expect(f0.hex).toBe(hexId(2, 0));
    expect(f0.fallen).toBe(true);
    expect(f0.facing).toBe(3);
    expect(vm.figures[1]!.place).toEqual({ kind: 'cage', zone: 2 });
    const f9 = vm.figures[9]!;
    expect(f9.side).toBe('home');
    expect(f9.hasBall).toBe(true);
    expect(f9.selected).toBe(true);
    expect(f9.actionsUsed).toBe(1);
    expect(vm.ball).toEqual({ kind: 'carried', figureId: f9.id });
    expect(vm.score).toEqual({ home: 4, away: 1 });
    expect(vm.firstRushSide).toBe('home'); // home rushes on odd rushes here
  });

  it('gives each side its kit for the bench and the rush track: the team that took home shows there', () => {
    const s = createMatch({ teams: [teams[0], teams[1]], seed: 1 });
    s.home = 1;
    const own = { home: { primary: 0x112233, secondary: 0xffffff }, away: { primary: 0xaa0000, secondary: 0x000000 } };
    const vm = fromMatchState(s, { colours: own });
    expect(vm.kits).toEqual(own);
    // Every figure wears its side's kit, so bench and figures agree.
    for (const f of vm.figures) expect(f.colours).toEqual(own[f.side]);
  });
});
