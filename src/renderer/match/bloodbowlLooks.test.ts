import { describe, expect, it } from 'vitest';
import { bloodbowl } from '../../shared/games/bloodbowl';
import type { MatchSetup } from '../../shared/games/bloodbowl/engine/types';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import { rosterOfTeam, type BloodBowlTeamContent } from '../../shared/games/bloodbowl/teams/teamFile';
import { stockDraft, draftContent } from '../teams/bloodbowl';
import { boardStateOf } from './bloodbowlBoard';
import { defaultLooks, distinctLooks, loadLooks, lookOfFile, shirtNumber } from './bloodbowlLooks';
import { playerWords } from './bloodbowlWords';

/** A saved human team as the builder writes it: its own colours and shirt numbers 10, 11, ... */
function savedHumans(): BloodBowlTeamContent & { id: string } {
  const d = stockDraft('human');
  const content = draftContent({ ...d, name: 'Oakfield Owls', primary: '#ffb300', secondary: '#102030', players: d.players.map((p, i) => ({ ...p, number: 10 + i })) });
  return { ...content, id: 'team-owls' };
}

const owls = savedHumans();
const setup: MatchSetup = { teams: [rosterOfTeam(owls.id, owls), STOCK_ROSTERS.orc], seed: 7 };
const lookup = async (id: string) => (id === owls.id ? owls : undefined);

describe('Blood Bowl looks: the team file\'s colours and numbers reach the board', () => {
  it('gives each figure its team file\'s colours and its shirt number', async () => {
    const looks = await loadLooks(setup, lookup);
    const s = bloodbowl.createMatch(setup);
    const board = boardStateOf(s, (p) => p, looks);
    const home = board.figures.filter((f) => f.team === 0);
    expect(home.map((f) => f.number)).toEqual(owls.players.map((p) => p.number));
    expect(home.every((f) => f.colours.primary === 0xffb300 && f.colours.secondary === 0x102030)).toBe(true);
    // The stock orcs keep the builder's stock colours and numbers 1..
    const orcs = stockDraft('orc');
    const away = board.figures.filter((f) => f.team === 1);
    expect(away.map((f) => f.number)).toEqual(orcs.players.map((p) => p.number));
    expect(away[0]?.colours.primary).toBe(parseInt(orcs.primary.slice(1), 16));
  });

  it('names players in the prompts and the log by the same numbers', async () => {
    const looks = await loadLooks(setup, lookup);
    const s = bloodbowl.createMatch(setup);
    expect(shirtNumber(s, 0, looks)).toBe(10);
    expect(playerWords(s, 3, looks).params?.number).toBe(13);
    // Without looks: the place on the team sheet.
    expect(shirtNumber(s, 3)).toBe(4);
  });

  it('keeps the colours but not the numbers of a file that no longer matches the roster', () => {
    const moved = { ...owls, players: [...owls.players].reverse() };
    const look = lookOfFile(setup.teams[0], moved);
    expect(look.colours.primary).toBe('#ffb300');
    expect(look.numbers).toEqual(owls.players.map((_, i) => i + 1));
  });

  it('uses the board\'s own colours for a team whose file is gone, and stock looks without storage', async () => {
    const looks = await loadLooks(setup, async () => undefined);
    expect(looks[0].colours.primary).toBe('#c62828');
    expect(looks[0].numbers[0]).toBe(1);
    // Red and the orcs' green are too alike (deuteranopia): the orcs change shirts.
    expect(defaultLooks(setup)[1].colours).toEqual({ primary: stockDraft('orc').secondary, secondary: stockDraft('orc').primary });
    expect(defaultLooks({ teams: [STOCK_ROSTERS.human, STOCK_ROSTERS.orc] })[1].colours.primary).toBe(stockDraft('orc').primary);
    // A failing read counts as no file.
    const failed = await loadLooks(setup, () => Promise.reject(new Error('disk')));
    expect(failed[0].colours.primary).toBe('#c62828');
  });

  it('changes the away shirts when both teams wear the same main colour', () => {
    const a = { colours: { primary: '#1f4e9c', secondary: '#f2f2f2' }, numbers: [1] };
    const [, away] = distinctLooks(a, { colours: { primary: '#1f4e9c', secondary: '#f2f2f2' }, numbers: [1] });
    expect(away.colours).toEqual({ primary: '#f2f2f2', secondary: '#1f4e9c' });
    const [, other] = distinctLooks(a, { colours: { primary: '#1f4f9d', secondary: '#1f4e9c' }, numbers: [1] });
    expect(other.colours.primary).not.toBe('#1f4f9d');
    expect(other.colours.primary).not.toBe('#1f4e9c');
  });
});
