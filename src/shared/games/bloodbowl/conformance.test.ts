import { describeConformance } from '../../game/conformance';
import { bloodbowl } from '.';
import { simSetup } from './sim';

// Every stock team plays on both seats, one match with the turn timer on, different dice seeds.
const setups = [0, 5, 10, 15].map(simSetup).concat([{ ...simSetup(6), turnTimer: true }]);

describeConformance(bloodbowl, { setups, games: 5, seed: 77 });
