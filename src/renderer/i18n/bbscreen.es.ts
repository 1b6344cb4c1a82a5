// Spanish text of the Blood Bowl match screen's later additions, under `bbscreen` in es.ts.
const bbscreenEs = {
  cardName: '#{number} {name}',
  kit: 'Colores de {team}',
};
export default bbscreenEs;
