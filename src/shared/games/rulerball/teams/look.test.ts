import { describe, expect, it } from 'vitest';
import { rulerballSetupSchema } from '../saveSchema';
import { STOCK_TEAMS } from './stock';
import { lookOfTeam, rosterOfTeam } from './teamFile';

describe('a Rülerball match keeps how its teams look', () => {
  const [a, b] = [STOCK_TEAMS[0]!, STOCK_TEAMS[2]!];
  const setup = { teams: [rosterOfTeam('t-a', a), rosterOfTeam('t-b', b)], seed: 7, looks: [lookOfTeam(a), lookOfTeam(b)] };

  it('the look is the file`s short name, colours and numbers in sheet order', () => {
    expect(lookOfTeam(a)).toEqual({ shortName: 'HCO', colours: a.colours, numbers: a.figures.map((f) => f.number) });
  });

  it('the save schema takes a setup with looks or without, and refuses a broken look', () => {
    expect(rulerballSetupSchema.safeParse(setup).success).toBe(true);
    expect(rulerballSetupSchema.safeParse({ ...setup, looks: undefined }).success).toBe(true);
    const look = setup.looks[0];
    expect(rulerballSetupSchema.safeParse({ ...setup, looks: [{ ...look, colours: { primary: 'red', secondary: '#000000' } }, setup.looks[1]] }).success).toBe(false);
    expect(rulerballSetupSchema.safeParse({ ...setup, looks: [{ ...look, numbers: [0] }, setup.looks[1]] }).success).toBe(false);
    expect(rulerballSetupSchema.safeParse({ ...setup, looks: [{ ...look, extra: 1 }, setup.looks[1]] }).success).toBe(false);
  });
});
