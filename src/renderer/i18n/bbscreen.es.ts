// Spanish text of the Blood Bowl match screen's later additions, under `bbscreen` in es.ts.
const bbscreenEs = {
  cardName: '#{number} {name}',
  kit: 'Colores de {team}',
  dugout: 'Jugadores en los banquillos',
  dugoutPlayer: '#{number} {name}, {box}',
  box: { reserves: 'reservas', ko: 'inconsciente', casualty: 'lesionado', 'sent-off': 'expulsado' },
  lockedBody:
    'Un partido en curso juega con esta plantilla, así que solo pueden cambiar el nombre del equipo, la abreviatura, los colores, los nombres de los jugadores y sus dorsales. Termina o borra ese partido para añadir o quitar jugadores o cambiar las segundas oportunidades.',
};
export default bbscreenEs;
