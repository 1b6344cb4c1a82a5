import { STOCK_TEAMS, type TeamSheet } from './teams/team';
import { describeConformance } from '../../game/conformance';
import { dreadball } from '.';

const team = (i: number): TeamSheet => {
  const t = STOCK_TEAMS[i % STOCK_TEAMS.length];
  if (!t) throw new RangeError('no stock teams');
  return t;
};

// Every stock team plays, on both seats, with different dice seeds.
const setups = STOCK_TEAMS.map((_, i) => ({ teams: [team(i), team(i + 1)] as [TeamSheet, TeamSheet], seed: 1000 + i }));

describeConformance(dreadball, { setups, games: 24, seed: 77 });
