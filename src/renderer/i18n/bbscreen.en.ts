// English text of the Blood Bowl match screen's later additions (shirt numbers, kits, the dugout
// card), under `bbscreen` in en.ts.
const bbscreenEn = {
  cardName: '#{number} {name}',
  kit: "{team}'s colours",
};
export default bbscreenEn;
