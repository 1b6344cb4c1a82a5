// Polish text of the Blood Bowl match screen's later additions, under `bbscreen` in pl.ts.
const bbscreenPl = {
  cardName: '#{number} {name}',
  kit: 'Barwy drużyny {team}',
};
export default bbscreenPl;
