// German text of the Blood Bowl match screen's later additions, under `bbscreen` in de.ts.
const bbscreenDe = {
  cardName: '#{number} {name}',
  kit: 'Farben von {team}',
  dugout: 'Spieler in den Unterständen',
  dugoutPlayer: '#{number} {name}, {box}',
  box: { reserves: 'Reserve', ko: 'k.o.', casualty: 'verletzt', 'sent-off': 'des Feldes verwiesen' },
  lockedBody:
    'Ein laufendes Spiel nutzt diesen Kader, daher können nur Teamname, Kürzel, Farben, Spielernamen und Rückennummern geändert werden. Beende oder lösche dieses Spiel, um Spieler hinzuzufügen oder zu entfernen oder die Wiederholungswürfe zu ändern.',
};
export default bbscreenDe;
