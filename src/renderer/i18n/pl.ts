import type { MessageSchema } from './en';
import teamsPl from './teams.pl';
import matchPl from './match.pl';
import lessonsPl from './lessons.pl';
import bbLessonsPl from './bbLessons.pl';
import rbLessonsPl from './rbLessons.pl';
import loadPl from './load.pl';
import bloodbowlPl from './bloodbowl.pl';
import loadGamesPl from './loadGames.pl';
import bbcardPl from './bbcard.pl';
import bbscreenPl from './bbscreen.pl';
import bloodbowlTeamsPl from './bloodbowlTeams.pl';
import rulerballPl from './rulerball.pl';
import rulerballTeamsPl from './rulerballTeams.pl';
import leaguePl from './league.pl';
import problemsPl from '../../shared/problems/pl';

// Every user-facing Polish string in the renderer: the same keys as en.ts (the type enforces it).
const pl: MessageSchema = {
  app: {
    name: 'Rushline',
    tagline: 'DreadBall, Blood Bowl i Rülerball przy twoim stole: na jednym ekranie albo przeciwko komputerowi.',
    disclaimer:
      'Rushline to nieoficjalny projekt fanowski. DreadBall jest znakiem towarowym Mantic Games, a Blood Bowl znakiem towarowym Games Workshop; Rülerball należy do swoich autorów. Rushline nie jest powiązany z żadnym z nich ani przez nich wspierany.',
    version: 'Wersja {version}',
    windowTitle: 'Rushline',
    screenTitle: '{screen} · Rushline',
  },
  menu: {
    label: 'Menu główne',
    newMatch: 'Nowy mecz',
    continue: 'Kontynuuj',
    continueUnavailable: 'Nie ma jeszcze meczu do kontynuowania',
    loadMatch: 'Wczytaj mecz',
    teams: 'Drużyny',
    settings: 'Ustawienia',
    quit: 'Wyjdź',
  },
  common: {
    back: 'Wstecz',
    backHint: 'Esc cofa',
    dismiss: 'Zamknij',
  },
  newMatch: {
    title: 'Nowy mecz',
    emptyTitle: 'Nie ma jeszcze drużyn do wyboru',
    emptyBody: 'Do meczu potrzebne są dwie drużyny. Najpierw stwórz lub zaimportuj drużyny, potem wróć tu, by zacząć mecz.',
    goTeams: 'Przejdź do drużyn',
  },
  loadMatch: {
    title: 'Wczytaj mecz',
    emptyTitle: 'Nie ma jeszcze zapisanych meczów',
    emptyBody: 'Zapisane mecze pojawią się tutaj, od najnowszego.',
    ...loadPl,
  },
  teams: {
    title: 'Drużyny',
    emptyTitle: 'Nie ma jeszcze drużyn',
    emptyBody: 'Tu pojawią się twoje drużyny i ich składy.',
    ...teamsPl,
  },
  settings: {
    title: 'Ustawienia',
    language: 'Język',
    animationSpeed: 'Szybkość animacji',
    animationSpeeds: { normal: 'Normalna', fast: 'Szybka', instant: 'Natychmiast' },
    handover: 'Przekazywanie ekranu',
    handovers: { 'every-change': 'Za każdym razem, gdy decyduje drugi trener', 'rush-start': 'Na początku każdej tury (rushu w DreadBall)', never: 'Nigdy: jeden wspólny ekran' },
    handoverHelp: 'Żadna z gier niczego nie ukrywa przed drugim trenerem, więc przekazanie ekranu to tylko uprzejmość. Każdą decyzję i tak podejmuje trener, do którego należy.',
    announce: 'Komunikaty czytnika ekranu',
    announcements: { results: 'Tylko wyniki', dice: 'Wyniki i kości', all: 'Wszystko, z oferowanymi wyborami' },
    announceHelp: 'Co mecz mówi czytnikowi ekranu po każdej decyzji: kto co zrobił i z jakim wynikiem, wyrzucone kości oraz, najwyżej, każdy wybór, który daje pytanie.',
    sound: 'Efekty dźwiękowe',
    volume: 'Głośność',
    saved: 'Ustawienia zapisane.',
    loading: 'Wczytywanie ustawień…',
    dataDir: 'Twoje zapisy i ustawienia są przechowywane w:',
    rulesLink: 'Zasady i figurki DreadBall od Mantic Games',
    opensBrowser: '(otwiera się w przeglądarce)',
  },
  arena: {
    label: 'Arena: boisko, ławki, klatki, tory rushy i wyniku',
    bench: 'ŁAWKA',
    cage: 'KLATKA',
    rush: 'RUSH',
    lead: 'PRZEWAGA',
    home: 'GOSPODARZE',
    away: 'GOŚCIE',
    skipHint: 'Spacja pomija animację',
    odds: {
      rolls: '{n} rzut | {n} rzuty | {n} rzutów',
    },
    dice: {
      successes: '{n} sukces ({target}+) | {n} sukcesy ({target}+) | {n} sukcesów ({target}+)',
      rollOff: 'Rzut na start: wygrywa {team}',
      rollOffTie: 'Rzut na start: remis, rzućcie jeszcze raz',
      launch: 'Rzut wprowadzenia: {roll}',
      launchWall: 'Rzut wprowadzenia: 6, od dalekiej bandy',
      scatter: 'Rozrzut: {direction}, odległość {distance}',
      launchDie: 'wprowadzenie',
      wallDie: 'banda',
      directionDie: 'kierunek',
      distanceDie: 'odległość',
    },
    strike: 'STRIKE! +{points}',
  },
  match: matchPl,
  bloodbowl: bloodbowlPl,
  loadGames: loadGamesPl,
  bbcard: bbcardPl,
  bbscreen: bbscreenPl,
  bloodbowlTeams: bloodbowlTeamsPl,
  rulerball: rulerballPl,
  rulerballTeams: rulerballTeamsPl,
  lessons: lessonsPl,
  bbLessons: bbLessonsPl,
  rbLessons: rbLessonsPl,
  league: leaguePl,
  problems: problemsPl,
  errors: {
    title: 'Coś poszło nie tak',
    'invalid-payload': 'Rushline odrzucił żądanie, bo jego dane były nieprawidłowe.',
    'payload-too-large': 'Rushline odrzucił żądanie, bo było za duże.',
    'unknown-channel': 'Rushline otrzymał żądanie czynności, której nie zna.',
    'forbidden-sender': 'Rushline zignorował żądanie z niezaufanej strony.',
    'forbidden-url': 'Rushline nie otworzy tego linku.',
    'bad-file': 'Z wybranym plikiem jest problem.',
    'not-found': 'Rushline nie znalazł tego, o co proszono.',
    'io-error': 'Rushline nie mógł odczytać ani zapisać swoich danych.',
    internal: 'W Rushline wystąpił nieoczekiwany problem.',
    unreachable: 'Rushline nie może połączyć się ze swoim procesem w tle.',
  },
};

export default pl;
