export { moveRolls } from './move';
export { targetRolls, targetPreviews } from './target';
export { playerThreats, opponentThreats, type ThreatHex } from './threats';
export { strikeZoneHexes, type StrikeFrom } from './strikeZones';
export { movesVia, reachPreview, type ReachHex } from './route';
