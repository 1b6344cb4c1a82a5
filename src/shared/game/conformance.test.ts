// The conformance suite run over a tiny game on a square board (3 x 3 noughts and crosses):
// proves the suite and the interface need nothing DreadBall-specific.
import { describeConformance } from './conformance';
import { ticTacToe } from '../../../test/fixtures/ticTacToe';

describeConformance(ticTacToe, { setups: [{ first: 'X' }, { first: 'O' }], games: 20, seed: 3 });
