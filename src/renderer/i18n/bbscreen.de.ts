// German text of the Blood Bowl match screen's later additions, under `bbscreen` in de.ts.
const bbscreenDe = {
  cardName: '#{number} {name}',
  kit: 'Farben von {team}',
};
export default bbscreenDe;
