import teamsEn from './teams.en';
import matchEn from './match.en';
import lessonsEn from './lessons.en';
import bbLessonsEn from './bbLessons.en';
import rbLessonsEn from './rbLessons.en';
import loadEn from './load.en';
import bloodbowlEn from './bloodbowl.en';
import loadGamesEn from './loadGames.en';
import bbcardEn from './bbcard.en';
import bbscreenEn from './bbscreen.en';
import bloodbowlTeamsEn from './bloodbowlTeams.en';
import leagueEn from './league.en';
import rulerballEn from './rulerball.en';
import rulerballTeamsEn from './rulerballTeams.en';
import problemsEn from '../../shared/problems/en';

// Every user-facing English string in the renderer. Other languages must
// provide the same keys (the type below enforces it).
const en = {
  app: {
    name: 'Rushline',
    tagline: 'DreadBall, Blood Bowl and Rülerball at your table: hot-seat or against the computer.',
    disclaimer:
      'Rushline is an unofficial fan implementation. DreadBall is a trademark of Mantic Games and Blood Bowl a trademark of Games Workshop; Rülerball belongs to its authors. Rushline is not affiliated with or endorsed by any of them.',
    version: 'Version {version}',
    windowTitle: 'Rushline',
    screenTitle: '{screen} · Rushline',
  },
  menu: {
    label: 'Main menu',
    newMatch: 'New match',
    continue: 'Continue',
    continueUnavailable: 'No match to continue yet',
    loadMatch: 'Load match',
    teams: 'Teams',
    settings: 'Settings',
    quit: 'Quit',
  },
  common: {
    back: 'Back',
    backHint: 'Esc goes back',
    dismiss: 'Dismiss',
  },
  newMatch: {
    title: 'New match',
    emptyTitle: 'No teams to pick from yet',
    emptyBody: 'Match setup needs two teams. Build or import teams first, then come back to start a match.',
    goTeams: 'Go to Teams',
  },
  loadMatch: {
    title: 'Load match',
    emptyTitle: 'No saved matches yet',
    emptyBody: 'Matches you save will be listed here, newest first.',
    ...loadEn,
  },
  teams: {
    title: 'Teams',
    emptyTitle: 'No teams yet',
    emptyBody: 'Your teams and their rosters will be listed here.',
    ...teamsEn,
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    animationSpeed: 'Animation speed',
    animationSpeeds: { normal: 'Normal', fast: 'Fast', instant: 'Instant' },
    handover: 'Hot-seat hand-over',
    handovers: { 'every-change': 'Whenever the other coach decides', 'rush-start': 'At the start of each turn (a rush in DreadBall)', never: 'Never: one shared screen' },
    handoverHelp: 'None of the games hides anything from the other coach, so passing the screen is a courtesy. Each answer is still given by the coach it belongs to.',
    announce: 'Screen reader announcements',
    announcements: { results: 'Results only', dice: 'Results and dice', all: 'Everything, with the choices offered' },
    announceHelp: 'What a match says to a screen reader after each decision: who did what and the result, the dice rolled, and, at the most, every choice the question offers.',
    sound: 'Sound effects',
    volume: 'Volume',
    saved: 'Settings saved.',
    loading: 'Loading settings…',
    dataDir: 'Your saves and settings are stored in:',
    rulesLink: 'DreadBall rules and miniatures from Mantic Games',
    opensBrowser: '(opens in your web browser)',
  },
  arena: {
    label: 'The arena: pitch, benches, cages, rush and score tracks',
    bench: 'BENCH',
    cage: 'CAGE',
    rush: 'RUSH',
    lead: 'LEAD',
    home: 'HOME',
    away: 'AWAY',
    skipHint: 'Space skips the animation',
    // The dice tray and the Strike celebration drawn on the pitch.
    // A reachable hex's odds: the chance alone on top, the rolls it takes on a second line
    // (never "2·94%", which reads as a decimal).
    odds: {
      rolls: '{n} roll | {n} rolls',
    },
    dice: {
      successes: '{n} success ({target}+) | {n} successes ({target}+)',
      rollOff: 'Roll-off: {team} wins',
      rollOffTie: 'Roll-off: a tie, roll again',
      launch: 'Launch roll: {roll}',
      launchWall: 'Launch roll: 6, off the far wall',
      scatter: 'Scatter: {direction}, distance {distance}',
      launchDie: 'launch',
      wallDie: 'wall',
      directionDie: 'direction',
      distanceDie: 'distance',
    },
    strike: 'STRIKE! +{points}',
  },
  match: matchEn,
  bloodbowl: bloodbowlEn,
  loadGames: loadGamesEn,
  bbcard: bbcardEn,
  bbscreen: bbscreenEn,
  bloodbowlTeams: bloodbowlTeamsEn,
  rulerball: rulerballEn,
  rulerballTeams: rulerballTeamsEn,
  lessons: lessonsEn,
  bbLessons: bbLessonsEn,
  rbLessons: rbLessonsEn,
  league: leagueEn,
  problems: problemsEn,
  errors: {
    title: 'Something went wrong',
    'invalid-payload': 'Rushline refused a request because its data was not valid.',
    'payload-too-large': 'Rushline refused a request because it was too large.',
    'unknown-channel': 'Rushline received a request for an action it does not know.',
    'forbidden-sender': 'Rushline ignored a request from an untrusted page.',
    'forbidden-url': 'Rushline will not open that link.',
    'bad-file': 'There is a problem with the file you chose.',
    'not-found': 'Rushline could not find what was asked for.',
    'io-error': 'Rushline could not read or write its data.',
    internal: 'Rushline hit an unexpected problem.',
    unreachable: 'Rushline could not reach its background process.',
  },
};

export type MessageSchema = typeof en;
export default en;
