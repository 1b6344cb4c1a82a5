// Deutscher Text der Blood-Bowl-Spielerkarte, unter `bbcard` in de.ts.
const bbcardDe = {
  label: 'Spielerkarte: {player}',
  meta: '{position}, {team}',
  stat: { ma: 'BW', st: 'ST', ag: 'GE', av: 'RW' },
  statName: { ma: 'Bewegung', st: 'Stärke', ag: 'Geschicklichkeit', av: 'Rüstungswert' },
  skills: 'Fertigkeiten: {skills}',
  noSkills: 'Keine Fertigkeiten',
  skill: { Block: 'Blocken', Catch: 'Fangen', Dodge: 'Ausweichen', Pass: 'Passen', 'Sure Hands': 'Sichere Hände' },
  status: { prone: 'Liegt am Boden', stunned: 'Betäubt' },
  hint: 'Zeige auf einen Spieler (oder bewege den Cursor auf ihn), um seine Karte zu sehen.',
};
export default bbcardDe;
