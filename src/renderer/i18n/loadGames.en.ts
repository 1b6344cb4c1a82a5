// English text of the Load list's game tag and filter, under `loadGames` in en.ts.
const loadGamesEn = {
  filter: 'Show',
  all: 'All games',
  tag: { dreadball: 'DreadBall', bloodbowl: 'Blood Bowl', rulerball: 'Rülerball' },
  tagLabel: 'Game: {game}',
  /** A Blood Bowl save's place in the match: its turn, counted across both halves (1-16). */
  turn: 'Turn {n}',
  /** A Rülerball save's place in the match: minutes played over the three periods. */
  minutes: '{n} min played',
  none: 'No {game} match is saved. Pick "All games" to see the others.',
};
export default loadGamesEn;
