// German text of the Blood Bowl match screen's later additions, under `bbscreen` in de.ts.
const bbscreenDe = {
  cardName: '#{number} {name}',
  kit: 'Farben von {team}',
  dugout: 'Spieler in den Unterständen',
  dugoutPlayer: '#{number} {name}, {box}',
  box: { reserves: 'Reserve', ko: 'k.o.', casualty: 'verletzt', 'sent-off': 'des Feldes verwiesen' },
};
export default bbscreenDe;
