// Texto en español de la etiqueta y el filtro de juego de la lista de partidas, bajo `loadGames` en es.ts.
const loadGamesEs = {
  filter: 'Mostrar',
  all: 'Todos los juegos',
  tag: { dreadball: 'DreadBall', bloodbowl: 'Blood Bowl' },
  tagLabel: 'Juego: {game}',
  none: 'No hay ninguna partida de {game} guardada. Elige «Todos los juegos» para ver las demás.',
};
export default loadGamesEs;
