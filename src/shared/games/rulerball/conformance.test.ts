import { describeConformance } from '../../game/conformance';
import { rulerball } from '.';
import { simSetup } from './sim';

// Different teams on both seats and different dice seeds.
describeConformance(rulerball, { setups: [0, 1, 2, 3].map(simSetup), games: 3, seed: 91 });
