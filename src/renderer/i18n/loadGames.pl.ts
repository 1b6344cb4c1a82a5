// Polski tekst znacznika i filtra gry na liście zapisów, pod `loadGames` w pl.ts.
const loadGamesPl = {
  filter: 'Pokaż',
  all: 'Wszystkie gry',
  tag: { dreadball: 'DreadBall', bloodbowl: 'Blood Bowl', rulerball: 'Rülerball' },
  tagLabel: 'Gra: {game}',
  /** A Blood Bowl save's place in the match: its turn, counted across both halves (1-16). */
  turn: 'Tura {n}',
  minutes: '{n} min gry',
  none: 'Nie zapisano żadnego meczu {game}. Wybierz „Wszystkie gry”, aby zobaczyć pozostałe.',
};
export default loadGamesPl;
