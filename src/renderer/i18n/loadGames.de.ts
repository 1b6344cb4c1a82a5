// Deutscher Text der Spielmarke und des Spielfilters der Ladeliste, unter `loadGames` in de.ts.
const loadGamesDe = {
  filter: 'Zeigen',
  all: 'Alle Spiele',
  tag: { dreadball: 'DreadBall', bloodbowl: 'Blood Bowl' },
  tagLabel: 'Spiel: {game}',
  none: 'Es ist kein {game}-Match gespeichert. Wähle „Alle Spiele“, um die anderen zu sehen.',
};
export default loadGamesDe;
