// English text of the Blood Bowl match screen's later additions (shirt numbers, kits, the dugout
// card), under `bbscreen` in en.ts.
const bbscreenEn = {
  cardName: '#{number} {name}',
  kit: "{team}'s colours",
  dugout: 'Players in the dugouts',
  dugoutPlayer: '#{number} {name}, {box}',
  box: { reserves: 'reserves', ko: 'knocked out', casualty: 'casualty', 'sent-off': 'sent off' },
};
export default bbscreenEn;
