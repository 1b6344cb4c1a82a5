// English text of the Blood Bowl match screen's later additions (shirt numbers, kits, the dugout
// card) and of its team builder's lock, under `bbscreen` in en.ts.
const bbscreenEn = {
  cardName: '#{number} {name}',
  kit: "{team}'s colours",
  dugout: 'Players in the dugouts',
  dugoutPlayer: '#{number} {name}, {box}',
  box: { reserves: 'reserves', ko: 'knocked out', casualty: 'casualty', 'sent-off': 'sent off' },
  lockedBody:
    'A match in progress plays with this roster, so only the team name, short name, colours, player names and shirt numbers can change. Finish or delete that match to add or remove players or change the re-rolls.',
};
export default bbscreenEn;
