import type { MessageSchema } from './en';
import teamsDe from './teams.de';
import matchDe from './match.de';
import lessonsDe from './lessons.de';
import bbLessonsDe from './bbLessons.de';
import rbLessonsDe from './rbLessons.de';
import loadDe from './load.de';
import bloodbowlDe from './bloodbowl.de';
import loadGamesDe from './loadGames.de';
import bbcardDe from './bbcard.de';
import bbscreenDe from './bbscreen.de';
import bloodbowlTeamsDe from './bloodbowlTeams.de';
import rulerballDe from './rulerball.de';
import rulerballTeamsDe from './rulerballTeams.de';
import leagueDe from './league.de';
import problemsDe from '../../shared/problems/de';

// Every user-facing German string in the renderer: the same keys as en.ts (the type enforces it).
const de: MessageSchema = {
  app: {
    name: 'Rushline',
    tagline: 'DreadBall, Blood Bowl und Rülerball an deinem Tisch: Hot-Seat oder gegen den Computer.',
    disclaimer:
      'Rushline ist eine inoffizielle Fan-Umsetzung. DreadBall ist eine Marke von Mantic Games, Blood Bowl eine Marke von Games Workshop; Rülerball gehört seinen Autoren. Rushline steht mit keinem von ihnen in Verbindung und wird von keinem unterstützt.',
    version: 'Version {version}',
    windowTitle: 'Rushline',
    screenTitle: '{screen} · Rushline',
  },
  menu: {
    label: 'Hauptmenü',
    newMatch: 'Neues Match',
    continue: 'Fortsetzen',
    continueUnavailable: 'Noch kein Match zum Fortsetzen',
    loadMatch: 'Match laden',
    teams: 'Teams',
    settings: 'Einstellungen',
    quit: 'Beenden',
  },
  common: {
    back: 'Zurück',
    backHint: 'Esc geht zurück',
    dismiss: 'Schließen',
  },
  newMatch: {
    title: 'Neues Match',
    emptyTitle: 'Noch keine Teams zur Auswahl',
    emptyBody: 'Für ein Match brauchst du zwei Teams. Stell zuerst Teams zusammen oder importiere welche, dann komm zurück und starte ein Match.',
    goTeams: 'Zu den Teams',
  },
  loadMatch: {
    title: 'Match laden',
    emptyTitle: 'Noch keine gespeicherten Matches',
    emptyBody: 'Matches, die du speicherst, stehen hier, die neuesten zuerst.',
    ...loadDe,
  },
  teams: {
    title: 'Teams',
    emptyTitle: 'Noch keine Teams',
    emptyBody: 'Deine Teams und ihre Kader stehen hier.',
    ...teamsDe,
  },
  settings: {
    title: 'Einstellungen',
    language: 'Sprache',
    animationSpeed: 'Animationstempo',
    animationSpeeds: { normal: 'Normal', fast: 'Schnell', instant: 'Sofort' },
    handover: 'Übergabe im Hot-Seat',
    handovers: { 'every-change': 'Bei jedem Trainerwechsel', 'rush-start': 'Zu Beginn jedes Zuges (eines Rushes in DreadBall)', never: 'Nie: ein gemeinsamer Bildschirm' },
    handoverHelp: 'Keines der Spiele verbirgt etwas vor dem anderen Trainer, das Übergeben ist also nur Höflichkeit. Jede Antwort gibt trotzdem der Trainer, dem sie gehört.',
    announce: 'Ansagen für Screenreader',
    announcements: { results: 'Nur Ergebnisse', dice: 'Ergebnisse und Würfel', all: 'Alles, mit den angebotenen Möglichkeiten' },
    announceHelp: 'Was ein Match einem Screenreader nach jeder Entscheidung sagt: wer was getan hat und das Ergebnis, die gewürfelten Würfel und höchstens jede Möglichkeit, die die Frage anbietet.',
    sound: 'Soundeffekte',
    volume: 'Lautstärke',
    saved: 'Einstellungen gespeichert.',
    loading: 'Einstellungen werden geladen…',
    dataDir: 'Deine Spielstände und Einstellungen liegen in:',
    rulesLink: 'DreadBall-Regeln und -Miniaturen von Mantic Games',
    opensBrowser: '(öffnet sich in deinem Webbrowser)',
  },
  arena: {
    label: 'Die Arena: Spielfeld, Bänke, Käfige, Rush- und Punkteleiste',
    bench: 'BANK',
    cage: 'KÄFIG',
    rush: 'RUSH',
    lead: 'FÜHRT',
    home: 'HEIM',
    away: 'GAST',
    skipHint: 'Leertaste überspringt die Animation',
    // The dice tray and the Strike celebration drawn on the pitch.
    // A reachable hex's odds: the chance alone on top, the rolls it takes on a second line.
    odds: {
      rolls: '{n} Wurf | {n} Würfe',
    },
    dice: {
      successes: '{n} Erfolg ({target}+) | {n} Erfolge ({target}+)',
      rollOff: 'Auswürfeln: {team} gewinnt',
      rollOffTie: 'Auswürfeln: Gleichstand, noch mal',
      launch: 'Einwurf: {roll}',
      launchWall: 'Einwurf: 6, an die ferne Wand',
      scatter: 'Verspringen: {direction}, Entfernung {distance}',
      launchDie: 'Einwurf',
      wallDie: 'Wand',
      directionDie: 'Richtung',
      distanceDie: 'Entfernung',
    },
    strike: 'STRIKE! +{points}',
  },
  match: matchDe,
  bloodbowl: bloodbowlDe,
  loadGames: loadGamesDe,
  bbcard: bbcardDe,
  bbscreen: bbscreenDe,
  bloodbowlTeams: bloodbowlTeamsDe,
  rulerball: rulerballDe,
  rulerballTeams: rulerballTeamsDe,
  lessons: lessonsDe,
  bbLessons: bbLessonsDe,
  rbLessons: rbLessonsDe,
  league: leagueDe,
  problems: problemsDe,
  errors: {
    title: 'Etwas ist schiefgelaufen',
    'invalid-payload': 'Rushline hat eine Anfrage abgelehnt, weil ihre Daten ungültig waren.',
    'payload-too-large': 'Rushline hat eine Anfrage abgelehnt, weil sie zu groß war.',
    'unknown-channel': 'Rushline hat eine Anfrage für eine unbekannte Aktion erhalten.',
    'forbidden-sender': 'Rushline hat eine Anfrage von einer nicht vertrauenswürdigen Seite ignoriert.',
    'forbidden-url': 'Rushline öffnet diesen Link nicht.',
    'bad-file': 'Mit der gewählten Datei stimmt etwas nicht.',
    'not-found': 'Rushline konnte das Gesuchte nicht finden.',
    'io-error': 'Rushline konnte seine Daten nicht lesen oder schreiben.',
    internal: 'Rushline ist auf ein unerwartetes Problem gestoßen.',
    unreachable: 'Rushline erreicht seinen Hintergrundprozess nicht.',
  },
};

export default de;
