// Texto en español de la etiqueta y el filtro de juego de la lista de partidas, bajo `loadGames` en es.ts.
const loadGamesEs = {
  filter: 'Mostrar',
  all: 'Todos los juegos',
  tag: { dreadball: 'DreadBall', bloodbowl: 'Blood Bowl', rulerball: 'Rülerball' },
  tagLabel: 'Juego: {game}',
  /** A Blood Bowl save's place in the match: its turn, counted across both halves (1-16). */
  turn: 'Turno {n}',
  minutes: '{n} min jugados',
  none: 'No hay ninguna partida de {game} guardada. Elige «Todos los juegos» para ver las demás.',
};
export default loadGamesEs;
