// Polish text of the Blood Bowl match screen's later additions, under `bbscreen` in pl.ts.
const bbscreenPl = {
  cardName: '#{number} {name}',
  kit: 'Barwy drużyny {team}',
  dugout: 'Zawodnicy na ławkach',
  dugoutPlayer: '#{number} {name}, {box}',
  box: { reserves: 'rezerwa', ko: 'nieprzytomny', casualty: 'kontuzjowany', 'sent-off': 'usunięty z boiska' },
  lockedBody:
    'Ten skład gra w niedokończonym meczu, więc zmienić można tylko nazwę drużyny, skrót, barwy, imiona zawodników i numery na koszulkach. Zakończ lub usuń ten mecz, aby dodać lub usunąć zawodników albo zmienić przerzuty.',
};
export default bbscreenPl;
