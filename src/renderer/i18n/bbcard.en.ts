// English text of the Blood Bowl player card, under `bbcard` in en.ts.
const bbcardEn = {
  label: 'Player card: {player}',
  meta: '{position}, {team}',
  stat: { ma: 'MA', st: 'ST', ag: 'AG', av: 'AV' },
  statName: { ma: 'Movement allowance', st: 'Strength', ag: 'Agility', av: 'Armour value' },
  skills: 'Skills: {skills}',
  noSkills: 'No skills',
  skill: { Block: 'Block', Catch: 'Catch', Dodge: 'Dodge', Pass: 'Pass', 'Sure Hands': 'Sure Hands' },
  status: { prone: 'Lying down', stunned: 'Stunned' },
  hint: 'Point at a player (or move the cursor onto one) to see his card.',
};
export default bbcardEn;
