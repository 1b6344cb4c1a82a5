// Deutscher Text der Spielmarke und des Spielfilters der Ladeliste, unter `loadGames` in de.ts.
const loadGamesDe = {
  filter: 'Zeigen',
  all: 'Alle Spiele',
  tag: { dreadball: 'DreadBall', bloodbowl: 'Blood Bowl', rulerball: 'Rülerball' },
  tagLabel: 'Spiel: {game}',
  /** A Blood Bowl save's place in the match: its turn, counted across both halves (1-16). */
  turn: 'Zug {n}',
  minutes: '{n} Min. gespielt',
  none: 'Es ist kein {game}-Match gespeichert. Wähle „Alle Spiele“, um die anderen zu sehen.',
};
export default loadGamesDe;
