// German text of "Learn to play" (lesson list, lesson panel, the six lessons). Merged into de.ts
// under `lessons`; the same keys as lessons.en.ts. Terms from docs/i18n/glossary-de.md.
import type lessonsEn from './lessons.en';

const lessonsDe: typeof lessonsEn = {
  title: 'Spielen lernen',
  intro: 'Kurze Lektionen auf einem echten Spielfeld mit festgelegten Würfeln, für jedes Spiel. Jede sagt dir, was zu tun ist, prüft es und erklärt, was passiert ist.',
  listLabelOf: 'Lektionen: {game}',
  done: 'Erledigt',
  notDone: 'Noch nicht erledigt',
  ui: {
    panel: 'Lektion',
    step: 'Schritt {n} von {total}',
    goOn: 'Gut. Mach mit diesem Schritt weiter.',
    notThis: 'Nicht das: Es wurde nichts ausgeführt. Die Lektion verlangt Folgendes:',
    happened: 'Was passiert ist',
    dice: 'Gewürfelt:',
    next: 'Weiter',
    tryAgain: 'Noch einmal',
    readRule: 'Regel lesen',
    finished: 'Lektion abgeschlossen',
    backToList: 'Zurück zu den Lektionen',
  },
  moving: {
    title: '1. Laufen und Ausweichen',
    summary: 'Lauf mit einem Jack und weiche aus der Reichweite eines Gegners aus.',
    steps: {
      declare: {
        do: 'Dein Jack #3 Osei steht neben einem gegnerischen Guard. Wähle ihn (N) und sage Laufen an.',
        done: 'Laufen kostet einen deiner Aktionsmarker. Der Jack darf jetzt so viele Felder ziehen, wie seine Bewegung erlaubt, und sich beliebig drehen.',
      },
      move: {
        do: 'Lauf auf Feld (-1, 2): Wähle es in der Feldliste, dann eine Blickrichtung.',
        done: 'Wer ein Feld neben einem Gegner verlässt, der zu ihm schaut, macht eine Ausweichen-Probe: deine Würfel minus einen für die Bedrohung, ein Erfolg war nötig. Der Jack hat es geschafft und lief weiter.',
      },
    },
    end: 'Dein Jack ist ausgewichen und steht auf (-1, 2). Jedes bedrohte Feld kostet beim Verlassen ein Ausweichen.',
  },
  pickUp: {
    title: '2. Den Ball aufheben',
    summary: 'Lauf mit einem Striker auf den freien Ball und heb ihn auf.',
    steps: {
      declare: {
        do: 'Wähle deinen Striker #6 Halloran und sage Laufen an.',
        done: 'Nur Jacks und Striker können den Ball aufheben; läuft ein Guard auf ihn, verspringt er.',
      },
      move: {
        do: 'Lauf auf den Ball bei (-1, 0) und wähle eine Blickrichtung.',
        done: 'Wer das Feld des Balls betritt, macht eine Aufheben-Probe: ein Erfolg war nötig, und ein Striker würfelt einen Würfel mehr. Er hat den Ball, und sein Zug endet dort.',
      },
    },
    end: 'Dein Striker hat den Ball. Ein misslungenes Aufheben hätte ihn verspringen lassen und deinen Rush beendet.',
  },
  strike: {
    title: '3. Werfen und ein Strike',
    summary: 'Wirf aus der Strike-Zone auf das Strike-Feld und punkte.',
    steps: {
      declare: {
        do: 'Dein Striker #6 Halloran hat den Ball in der fernen Strike-Zone. Sage Werfen an und bleib stehen.',
        done: 'Vor einem Wurf darf man ziehen, aber das kostet einen Würfel; wer stehen bleibt, behält alle.',
      },
      throw: {
        do: 'Wirf auf das Strike-Feld (10, 0), das Feld an der Spitze des Spielfelds.',
        done: 'Ein Wurf auf das Strike-Feld hat einen Würfel weniger. Ein Erfolg punktet: Aus dieser End-Zone ist ein Strike 3 Punkte wert. Der Rush endet, und der Ball wird für das andere Team eingeworfen.',
      },
    },
    end: 'Strike! Du führst 3:0. Ein verfehlter Strike wäre vom Strike-Feld aus versprungen.',
  },
  slam: {
    title: '4. Slams',
    summary: 'Tritt neben einen Gegner, slamme ihn, stoße ihn und setze nach.',
    steps: {
      declare: {
        do: 'Wähle deinen Guard #1 Vance, sage Slam an und zieh auf (0, 0), neben Goblin-Jack #4 Zit, mit Blick auf ihn („Nach O“).',
        done: 'Vor einem Slam darf man einen Schritt ziehen. Wer in dieser Aktion neben das Ziel zieht, bekommt einen Würfel mehr, ein Guard noch einen.',
      },
      target: {
        do: 'Slamme Goblin-Jack #4 Zit.',
        done: 'Der Jack hat zurückgeslammt: Beide würfelten, mehr Erfolge gewinnen. Dein Guard hat gewonnen, also geht der Jack zu Boden.',
      },
      push: {
        do: 'Stoße ihn auf (2, 0), gerade von deinem Guard weg.',
        done: 'Der Sieger bestimmt, wohin der Verlierer gestoßen wird: ein Feld von ihm weg.',
      },
      follow: {
        do: 'Setze in das Feld nach, das er verlassen hat.',
        done: 'Dein Guard hat nachgesetzt. Der Jack fiel und machte seine Rüstungsprobe: Er hat bestanden und liegt nur am Boden.',
      },
    },
    end: 'Der Goblin-Jack liegt am Boden. Ein gefallener Spieler muss erst aufstehen, bevor er etwas anderes tun kann.',
  },
  launch: {
    title: '5. Der Einwurf und Abpraller an der Bande',
    summary: 'Sieh zu, wie der Ball eingeworfen wird und von der Wand abprallt.',
    steps: {
      setup: {
        do: 'Deine Spieler stehen. Beende deine Aufstellung; der andere Trainer beendet seine, und der Ball wird eingeworfen.',
        done: 'Der Ball kommt entlang der Mittelreihe herein. Eine 6 schickt ihn am letzten Logo vorbei an die ferne Wand; ein zweiter Würfel legt ihn auf eines der beiden Felder daneben.',
      },
      guard: {
        do: 'Wähle deinen Guard #1 Vance, sage Laufen an und zieh auf den Ball bei (-2, 5).',
        done: 'Ein Guard hebt den Ball nie auf: Er verspringt. Ein Würfel gibt die Richtung, einer die Weite. Er traf die Wand, prallte ab und blieb auf (-2, 4) liegen; der Abpraller zählt als Feld.',
      },
    },
    end: 'Der Ball liegt auf (-2, 4). Wände halten ihn nie auf: Er prallt ab und rollt weiter.',
  },
  coachDice: {
    title: '6. Trainerwürfel und die (123)-Regel',
    summary: 'Zweimal Ausweichen in einem Zug: Das zweite braucht zwei Erfolge. Setze einen Trainerwürfel ein.',
    steps: {
      declare: {
        do: 'Wähle deinen Jack #3 Osei, sage Laufen an und wähle Feld (-1, 2). Beide Wege dorthin führen über zwei bedrohte Felder.',
        done: 'Vor jedem Wurf wirst du gefragt, wie viele Trainerwürfel du dazunimmst. In dieser Lektion hast du 2.',
      },
      first: {
        do: 'Das erste Ausweichen braucht einen Erfolg. Nimm keinen Trainerwürfel dazu.',
        done: 'Das erste Ausweichen gelang mit den eigenen Würfeln. Der Zug hielt nach dem Wurf an.',
      },
      on: {
        do: 'Zieh weiter auf (-1, 2).',
        done: 'Das zweite Ausweichen in einer Aktion braucht zwei Erfolge: Das ist die (123)-Regel, gezählt für jede Art von Probe.',
      },
      second: {
        do: 'Nimm für dieses zweite Ausweichen einen Trainerwürfel dazu.',
        done: 'Mit dem Trainerwürfel hatte der Jack einen Würfel mehr und schaffte die zwei Erfolge. Ein eingesetzter Trainerwürfel ist für das Match verbraucht.',
      },
    },
    end: 'Dein Jack ist zweimal ausgewichen, und du hast noch einen Trainerwürfel.',
  },
  snatch: {
    title: '7. Das Schnappen',
    summary: 'Lauf von hinten an den gegnerischen Ballträger heran und nimm ihm den Ball ab.',
    steps: {
      declare: {
        do: 'Goblin-Jack #4 Zit hält den Ball auf (1, 0) und kehrt deinem Striker #6 Halloran den Rücken zu. Wähle Halloran und sage Schnappen an.',
        done: 'Ein Striker darf vor dem Schnappen ganz laufen, ein Jack nur einen Schritt.',
      },
      move: {
        do: 'Lauf auf (0, 0), direkt hinter Zit, mit Blick auf ihn („Nach O“).',
        done: 'Der Ballträger muss auf einem deiner drei bedrohten Felder stehen, vor dir. Von hinten stehst du auf keinem von seinen, also kann er nicht zurückslammen: Er kann nur ducken.',
      },
      target: {
        do: 'Schnapp Zit den Ball weg.',
        done: 'Halloran würfelte auf sein Tempo, 4+: 3 Würfel und einer mehr als Striker, 3 Erfolge. Zit duckte sich auf sein Tempo, 3+: 3 Würfel, 1 Erfolg. Mindestens doppelt so viele sind ein spektakuläres Schnappen: Halloran nimmt den Ball. Ein einfacher Sieg schlägt ihn nur los, und er verspringt.',
      },
    },
    end: 'Halloran hält den Ball. Schnapp von hinten, wenn du kannst: Ein Jack, der dich kommen sieht, kann dich stattdessen slammen (ein Striker kann nur ducken).',
  },
  pass: {
    title: '8. Der Pass zum Mitspieler',
    summary: 'Wirf den Ball einem Mitspieler zu, der dich ansieht; er fängt, und dein Rush geht weiter.',
    steps: {
      declare: {
        do: 'Dein Striker #6 Halloran hat den Ball; dein Jack #3 Osei steht drei Felder vor ihm und sieht ihn an. Wähle Halloran, sage Werfen an und bleib stehen.',
        done: 'Ein Pass geht an einen Jack oder Striker in den vorderen Feldern des Werfers, der den Werfer ansieht, ohne stehenden Spieler dazwischen.',
      },
      throw: {
        do: 'Wirf zu Osei.',
        done: 'Der Wurf ist eine Geschick-Probe mit Würfeln nach Entfernung (3 Würfel bis 3 Felder, 2 bis 6, 1 bis 9), einer mehr für einen Striker: 4 Würfel, 2 Erfolge. Der Fänger würfelt einen Würfel je Erfolg des Wurfs: Osei würfelte mit 2 Würfeln und brauchte einen Erfolg. Er hat gefangen.',
      },
    },
    end: 'Osei hat den Ball, und dein Rush geht weiter. Ein misslungener Fang lässt den Ball vom Fänger aus verspringen, und dein Rush endet, außer ein Mitspieler fängt ihn; ein Fang mit zwei Erfolgen bringt ihm ein freies Laufen oder einen freien Wurf.',
  },
  sprint: {
    title: '9. Sprinten',
    summary: 'Sprinte doppelt so weit wie beim Laufen, solange du geradeaus ziehst.',
    steps: {
      declare: {
        do: 'Dein Jack #3 Osei steht auf (-4, 0) und schaut zum fernen Ende. Wähle ihn und sage Sprint an.',
        done: 'Laufen geht bis zur Bewegung (5 bei einem Jack) und dreht umsonst. Ein Sprint geht bis zur doppelten Bewegung, aber nur ins Feld geradeaus, und jede Drehung um 60° kostet ein Feld.',
      },
      move: {
        do: 'Sprinte geradeaus auf (6, 0), zehn Felder weiter, und wähle „Nach O“.',
        done: 'Zehn Felder in gerader Linie und kein Wurf: Beim Laufen wäre er auf (1, 0) stehen geblieben. Eine Drehung am Ende wäre ein elftes Feld gewesen. Über sein Limit hinaus darf ein Spieler noch Sprint-Extras versuchen, ein Feld je bestandener Tempo-Probe, jede mit einem Erfolg mehr als die vorige.',
      },
    },
    end: 'Osei hat das Spielfeld in einer Aktion durchquert. Sprinte, wenn der Weg gerade ist; lauf, wenn du dich zwischen Gegnern hindurchschlängeln musst.',
  },
  standUp: {
    title: '10. Aufstehen',
    summary: 'Ein gefallener Spieler steht mit einer Tempo-Probe auf; eine spektakuläre bringt eine freie Aktion.',
    steps: {
      declare: {
        do: 'Dein Jack #3 Osei liegt auf (0, 0). Wähle ihn und sage „Aufstehen“ an.',
        done: 'Aufstehen ist eine Tempo-Probe: 3 Würfel auf 4+ bei einem Jack, ein Erfolg nötig. Osei würfelte zwei, doppelt so viele wie nötig: ein spektakuläres Aufstehen.',
      },
      face: {
        do: 'Wähle, wohin er schaut, zum Beispiel „Nach O“.',
        done: 'Wer aufsteht, schaut, wohin sein Trainer will. Nach einem spektakulären Aufstehen bekommt er zudem eine freie Aktion, jede außer einem Sprint.',
      },
      free: {
        do: 'Nimm „Freies Laufen“.',
        done: 'Eine freie Aktion kostet keinen Aktionsmarker, und sie wird sofort genommen oder verfällt.',
      },
      run: {
        do: 'Lauf auf (1, 0).',
        done: 'Osei ist aufgestanden und in einem Zug gelaufen, und dein Team hat nur den einen Marker des Aufstehens ausgegeben: 4 sind übrig.',
      },
    },
    end: 'Osei steht und läuft. Misslingt das Aufstehen, bleibt er liegen: Wer am Boden ist, kann nichts anderes tun, bis er steht.',
  },
  freeStrike: {
    title: '11. Ein Fang und ein freier Strike',
    summary: 'Passe zu einem Striker in der Strike-Zone; ein spektakulärer Fang bringt ihm einen freien Wurf.',
    steps: {
      declare: {
        do: 'Dein Striker #6 Halloran hat den Ball; dein Striker #7 Sato steht in der fernen Strike-Zone, drei Felder vor ihm, und sieht ihn an. Wähle Halloran, sage Werfen an und bleib stehen.',
        done: 'Sato sieht Halloran an, also kann er einen Pass bekommen.',
      },
      pass: {
        do: 'Wirf zu Sato.',
        done: 'Halloran würfelte mit 4 Würfeln (3 für die Entfernung, 1 für einen Striker): 2 Erfolge. Sato würfelte einen Würfel je Erfolg und einen mehr für einen Striker: 3 Würfel, 2 Erfolge, wo einer nötig ist. Ein spektakulärer Fang bringt ein freies Laufen oder einen freien Wurf.',
      },
      free: {
        do: 'Nimm „Freier Wurf“.',
        done: 'Eine freie Aktion kostet keinen Aktionsmarker; sie wird sofort genommen oder verfällt.',
      },
      turn: {
        do: 'Sato sieht noch Halloran an. Wähle sein eigenes Feld (7, 0) und „Nach O“: Er dreht sich auf der Stelle zum Strike-Feld.',
        done: 'Drehen kostet im Zug des Wurfs nichts, aber ein Wurf nach Ziehen oder Drehen hat einen Würfel weniger.',
      },
      strike: {
        do: 'Wirf auf das Strike-Feld (10, 0).',
        done: '3 Würfel, +1 für einen Striker, -1 auf das Strike-Feld, -1 für die Drehung: 2 Würfel, 1 Erfolg. Aus dieser End-Zone ist ein Strike 3 Punkte wert. Der Rush endet, und der Ball wird für das andere Team eingeworfen.',
      },
    },
    end: 'Strike! 3:0 für einen einzigen Aktionsmarker: Der freie Wurf kostete keinen. Sato musste Halloran ansehen, um den Pass zu bekommen; die Drehung und ihr verlorener Würfel waren der Preis des Fangs.',
  },
};

export default lessonsDe;
