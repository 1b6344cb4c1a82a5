// Texto en español de la ficha de jugador de Blood Bowl, bajo `bbcard` en es.ts.
const bbcardEs = {
  label: 'Ficha del jugador: {player}',
  meta: '{position}, {team}',
  stat: { ma: 'MO', st: 'FU', ag: 'AG', av: 'AR' },
  statName: { ma: 'Movimiento', st: 'Fuerza', ag: 'Agilidad', av: 'Armadura' },
  skills: 'Habilidades: {skills}',
  noSkills: 'Sin habilidades',
  skill: { Block: 'Placar', Catch: 'Atrapar', Dodge: 'Esquivar', Pass: 'Pasar', 'Sure Hands': 'Manos seguras' },
  status: { prone: 'Tumbado', stunned: 'Aturdido' },
  hint: 'Señala a un jugador (o lleva el cursor hasta él) para ver su ficha.',
};
export default bbcardEs;
