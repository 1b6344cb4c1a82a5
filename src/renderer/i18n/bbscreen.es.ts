// Spanish text of the Blood Bowl match screen's later additions, under `bbscreen` in es.ts.
const bbscreenEs = {
  cardName: '#{number} {name}',
  kit: 'Colores de {team}',
  dugout: 'Jugadores en los banquillos',
  dugoutPlayer: '#{number} {name}, {box}',
  box: { reserves: 'reservas', ko: 'inconsciente', casualty: 'lesionado', 'sent-off': 'expulsado' },
};
export default bbscreenEs;
