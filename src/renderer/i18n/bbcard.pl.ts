// Polski tekst karty zawodnika Blood Bowl, pod `bbcard` w pl.ts.
const bbcardPl = {
  label: 'Karta zawodnika: {player}',
  meta: '{position}, {team}',
  stat: { ma: 'RU', st: 'SI', ag: 'ZW', av: 'PA' },
  statName: { ma: 'Ruch', st: 'Siła', ag: 'Zwinność', av: 'Pancerz' },
  skills: 'Umiejętności: {skills}',
  noSkills: 'Brak umiejętności',
  skill: { Block: 'Blok', Catch: 'Łapanie', Dodge: 'Unik', Pass: 'Podanie', 'Sure Hands': 'Pewne ręce' },
  status: { prone: 'Leży', stunned: 'Oszołomiony' },
  hint: 'Wskaż zawodnika (lub przesuń na niego kursor), aby zobaczyć jego kartę.',
};
export default bbcardPl;
