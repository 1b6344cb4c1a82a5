// Polish text of "Learn to play" (lesson list, lesson panel, the six lessons). Merged into pl.ts
// under `lessons`; the same keys as lessons.en.ts. Terms from docs/i18n/glossary-pl.md.
import type lessonsEn from './lessons.en';

const lessonsPl: typeof lessonsEn = {
  title: 'Naucz się grać',
  intro: 'Krótkie lekcje na prawdziwym boisku z ustalonymi kośćmi, do każdej gry. Każda mówi, co zrobić, sprawdza to i wyjaśnia, co się stało.',
  listLabelOf: 'Lekcje: {game}',
  done: 'Ukończona',
  notDone: 'Jeszcze nieukończona',
  ui: {
    panel: 'Lekcja',
    step: 'Krok {n} z {total}',
    goOn: 'Dobrze. Kontynuuj ten krok.',
    notThis: 'Nie to: nic nie zostało wykonane. Lekcja prosi o to:',
    happened: 'Co się stało',
    dice: 'Rzucone kości:',
    next: 'Dalej',
    tryAgain: 'Jeszcze raz',
    readRule: 'Przeczytaj zasadę',
    finished: 'Lekcja ukończona',
    backToList: 'Wróć do lekcji',
  },
  moving: {
    title: '1. Ruch i uniki',
    summary: 'Biegnij Jackiem i zrób unik, by wyjść z zasięgu rywala.',
    steps: {
      declare: {
        do: 'Twój Jack #3 Osei stoi obok rywala. Wybierz go (N) i ogłoś Bieg.',
        done: 'Bieg kosztuje jeden żeton akcji. Jack może teraz przejść tyle pól, ile wynosi jego Ruch, i obracać się dowolnie.',
      },
      move: {
        do: 'Biegnij na pole (-1, 2): wybierz je z listy pól, potem kierunek.',
        done: 'Opuszczenie pola obok rywala, który na ciebie patrzy, wymaga testu Uniku: twoje kości minus jedna za zagrożenie, potrzebny był jeden sukces. Jackowi się udało i biegł dalej.',
      },
    },
    end: 'Twój Jack zrobił unik i stoi na (-1, 2). Opuszczenie każdego zagrożonego pola kosztuje Unik.',
  },
  pickUp: {
    title: '2. Podniesienie piłki',
    summary: 'Wbiegnij Strikerem na wolną piłkę i podnieś ją.',
    steps: {
      declare: {
        do: 'Wybierz Strikera #6 Halloran i ogłoś Bieg.',
        done: 'Tylko Jacki i Strikerzy mogą podnieść piłkę; gdy wbiegnie na nią Guard, piłka się odbija.',
      },
      move: {
        do: 'Wbiegnij na piłkę na (-1, 0) i wybierz kierunek.',
        done: 'Wejście na pole piłki wymaga testu podniesienia: potrzebny był jeden sukces, a Striker rzuca jedną kością więcej. Ma piłkę, a jego ruch tam się kończy.',
      },
    },
    end: 'Twój Striker ma piłkę. Nieudane podniesienie odbiłoby piłkę i zakończyło twój rush.',
  },
  strike: {
    title: '3. Rzut i Strike',
    summary: 'Rzuć na pole Strike ze strefy Strike i zdobądź punkty.',
    steps: {
      declare: {
        do: 'Twój Striker #6 Halloran ma piłkę w dalekiej strefie Strike. Ogłoś Rzut i zostań w miejscu.',
        done: 'Przed rzutem można się ruszyć, ale ruch kosztuje kość; kto stoi, zachowuje wszystkie.',
      },
      throw: {
        do: 'Rzuć na pole Strike (10, 0), pole na czubku boiska.',
        done: 'Rzut na pole Strike ma jedną kość mniej. Jeden sukces daje punkty: z tej strefy końcowej Strike jest wart 3 punkty. Rush się kończy, a piłka jest wprowadzana dla drugiej drużyny.',
      },
    },
    end: 'Strike! Prowadzisz 3:0. Chybiony Strike odbiłby się od pola Strike.',
  },
  slam: {
    title: '4. Slamy',
    summary: 'Stań obok rywala, zaatakuj go slamem, odepchnij i idź za nim.',
    steps: {
      declare: {
        do: 'Wybierz Guarda #1 Vance, ogłoś Slam i przejdź na (0, 0), obok goblińskiego Jacka #4 Zit, zwrócony do niego („Zwróć na Wsch”).',
        done: 'Przed slamem można zrobić jeden krok. Podejście do celu w tej akcji daje kość więcej, a Guard dostaje jeszcze jedną.',
      },
      target: {
        do: 'Zaatakuj slamem goblińskiego Jacka #4 Zit.',
        done: 'Jack odpowiedział kontr-slamem: obaj rzucili, wygrywa więcej sukcesów. Twój Guard wygrał, więc Jack upada.',
      },
      push: {
        do: 'Odepchnij go na (2, 0), prosto od twojego Guarda.',
        done: 'Zwycięzca wybiera, dokąd odepchnąć przegranego: o jedno pole od siebie.',
      },
      follow: {
        do: 'Wejdź na pole, które opuścił.',
        done: 'Twój Guard poszedł za nim. Jack upadł i rzucił na pancerz: zdał, więc tylko leży.',
      },
    },
    end: 'Gobliński Jack leży. Powalony zawodnik musi wstać, zanim zrobi cokolwiek innego.',
  },
  launch: {
    title: '5. Wprowadzenie piłki i odbicia od bandy',
    summary: 'Zobacz, jak piłka wchodzi na boisko i odbija się od bandy.',
    steps: {
      setup: {
        do: 'Twoi zawodnicy są rozstawieni. Zakończ rozstawienie; drugi trener kończy swoje i piłka zostaje wprowadzona.',
        done: 'Piłka wchodzi środkową kolumną. Szóstka posyła ją za ostatnie logo do dalekiej bandy; druga kość kładzie ją na jednym z dwóch pól obok.',
      },
      guard: {
        do: 'Wybierz Guarda #1 Vance, ogłoś Bieg i wejdź na piłkę na (-2, 5).',
        done: 'Guard nigdy nie podnosi piłki: piłka się odbija. Jedna kość daje kierunek, druga odległość. Uderzyła w bandę, odbiła się i zatrzymała na (-2, 4); odbicie liczy się jako pole.',
      },
    },
    end: 'Piłka leży na (-2, 4). Banda jej nie zatrzymuje: piłka się odbija i leci dalej.',
  },
  coachDice: {
    title: '6. Kości trenera i zasada (123)',
    summary: 'Dwa Uniki w jednym ruchu: drugi wymaga dwóch sukcesów. Użyj kości trenera.',
    steps: {
      declare: {
        do: 'Wybierz Jacka #3 Osei, ogłoś Bieg i wybierz pole (-1, 2). Obie drogi prowadzą przez dwa zagrożone pola.',
        done: 'Przed każdym rzutem pada pytanie, ile kości trenera dodać. W tej lekcji masz 2.',
      },
      first: {
        do: 'Pierwszy Unik wymaga jednego sukcesu. Nie dodawaj kości trenera.',
        done: 'Pierwszy Unik udał się kośćmi drużyny. Ruch zatrzymał się po rzucie.',
      },
      on: {
        do: 'Idź dalej na (-1, 2).',
        done: 'Drugi Unik w jednej akcji wymaga dwóch sukcesów: to zasada (123), liczona osobno dla każdego rodzaju testu.',
      },
      second: {
        do: 'Dodaj jedną kość trenera do drugiego Uniku.',
        done: 'Z kością trenera Jack rzucił jedną kością więcej i zdobył dwa sukcesy. Zużyta kość trenera przepada na cały mecz.',
      },
    },
    end: 'Twój Jack zrobił oba Uniki, a tobie została jedna kość trenera.',
  },
  snatch: {
    title: '7. Odebranie',
    summary: 'Podbiegnij od tyłu do rywala z piłką i wyrwij mu ją z rąk.',
    steps: {
      declare: {
        do: 'Gobliński Jack #4 Zit trzyma piłkę na (1, 0), plecami do twojego Strikera #6 Halloran. Wybierz Hallorana i ogłoś Odebranie.',
        done: 'Striker może przed odebraniem wykonać cały Bieg, Jack tylko jeden krok.',
      },
      move: {
        do: 'Biegnij na (0, 0), tuż za Zita, zwrócony do niego („Zwróć na Wsch”).',
        done: 'Niosący piłkę musi stać na jednym z twoich trzech zagrożonych pól, przed tobą. Podchodząc od tyłu, nie stoisz na żadnym z jego pól, więc nie może odpowiedzieć kontr-slamem: może tylko zrobić unik.',
      },
      target: {
        do: 'Odbierz Zitowi piłkę.',
        done: 'Halloran rzucił na Szybkość, 4+: 3 kości i jedna więcej jako Striker, 3 sukcesy. Zit zrobił unik na Szybkość, 3+: 3 kości, 1 sukces. Co najmniej dwa razy więcej to spektakularne odebranie: Halloran zabiera piłkę. Zwykła wygrana tylko ją wybija i piłka się odbija.',
      },
    },
    end: 'Halloran ma piłkę. Odbieraj od tyłu, gdy możesz: Jack, który widzi, że nadchodzisz, może cię zamiast tego zaatakować slamem (Striker może tylko zrobić unik).',
  },
  pass: {
    title: '8. Podanie do kolegi',
    summary: 'Rzuć piłkę koledze, który na ciebie patrzy; chwyta ją, a twój rush trwa dalej.',
    steps: {
      declare: {
        do: 'Twój Striker #6 Halloran ma piłkę; twój Jack #3 Osei stoi trzy pola przed nim i patrzy na niego. Wybierz Hallorana, ogłoś Rzut i zostań w miejscu.',
        done: 'Podanie idzie do Jacka lub Strikera na przednich polach rzucającego, który patrzy na rzucającego, bez stojącego zawodnika po drodze.',
      },
      throw: {
        do: 'Rzuć do Osei.',
        done: 'Rzut to test Umiejętności z kośćmi zależnymi od odległości (3 kości do 3 pól, 2 do 6, 1 do 9), o jedną więcej dla Strikera: 4 kości, 2 sukcesy. Chwytający rzuca jedną kością za każdy sukces rzutu: Osei rzucił dwiema kośćmi i potrzebował jednego sukcesu. Chwycił piłkę.',
      },
    },
    end: 'Osei ma piłkę, a twój rush trwa dalej. Po nieudanym chwycie piłka odbija się od chwytającego i twój rush się kończy, chyba że złapie ją kolega; chwyt z dwoma sukcesami daje mu darmowy bieg lub rzut.',
  },
  sprint: {
    title: '9. Sprint',
    summary: 'Sprintem dobiegniesz dwa razy dalej niż Biegiem, o ile biegniesz prosto.',
    steps: {
      declare: {
        do: 'Twój Jack #3 Osei stoi na (-4, 0), zwrócony w stronę dalekiego końca boiska. Wybierz go i ogłoś Sprint.',
        done: 'Bieg sięga do Ruchu (5 u Jacka), a obroty są darmowe. Sprint sięga do dwukrotnego Ruchu, ale tylko na pole na wprost, a każdy obrót o 60° kosztuje pole.',
      },
      move: {
        do: 'Sprintuj prosto na (6, 0), dziesięć pól dalej, i wybierz „Zwróć na Wsch”.',
        done: 'Dziesięć pól w linii prostej i żadnego rzutu: Biegiem zatrzymałby się na (1, 0). Obrót na końcu byłby jedenastym polem. Poza swoim zasięgiem zawodnik może jeszcze próbować dodatkowych sprintów, po jednym polu za każdy zdany test Szybkości, każdy o jeden sukces trudniejszy od poprzedniego.',
      },
    },
    end: 'Osei przebiegł boisko w jednej akcji. Sprintuj, gdy droga jest prosta; biegnij, gdy musisz lawirować między rywalami.',
  },
  standUp: {
    title: '10. Wstawanie',
    summary: 'Przewrócony zawodnik wstaje po teście Szybkości; spektakularny daje darmową akcję.',
    steps: {
      declare: {
        do: 'Twój Jack #3 Osei leży na (0, 0). Wybierz go i ogłoś „Wstawanie”.',
        done: 'Wstawanie to test Szybkości: 3 kości na 4+ u Jacka, potrzebny jeden sukces. Osei wyrzucił dwa, dwa razy więcej niż trzeba: spektakularne wstawanie.',
      },
      face: {
        do: 'Wybierz, w którą stronę się zwróci, na przykład „Zwróć na Wsch”.',
        done: 'Zawodnik, który wstaje, zwraca się tam, gdzie chce jego trener. Po spektakularnym wstawaniu dostaje też darmową akcję, dowolną poza Sprintem.',
      },
      free: {
        do: 'Weź „Darmowy bieg”.',
        done: 'Darmowa akcja nie kosztuje żetonu akcji i trzeba ją wziąć od razu, inaczej przepada.',
      },
      run: {
        do: 'Biegnij na (1, 0).',
        done: 'Osei wstał i pobiegł za jednym razem, a twoja drużyna wydała tylko jeden żeton, na wstawanie: zostały 4.',
      },
    },
    end: 'Osei stoi i biegnie. Nieudane wstawanie zostawia go na ziemi: leżący zawodnik nie może zrobić nic innego, dopóki nie wstanie.',
  },
  freeStrike: {
    title: '11. Chwyt i darmowy Strike',
    summary: 'Podaj do Strikera w strefie Strike; spektakularny chwyt daje mu darmowy rzut.',
    steps: {
      declare: {
        do: 'Twój Striker #6 Halloran ma piłkę; twój Striker #7 Sato stoi w dalekiej strefie Strike, trzy pola przed nim, i patrzy na niego. Wybierz Hallorana, ogłoś Rzut i zostań w miejscu.',
        done: 'Sato patrzy na Hallorana, więc można mu podać.',
      },
      pass: {
        do: 'Rzuć do Sato.',
        done: 'Halloran rzucił 4 kośćmi (3 za odległość, 1 dla Strikera): 2 sukcesy. Sato rzucił jedną kością za każdy sukces i jedną więcej dla Strikera: 3 kości, 2 sukcesy, gdy potrzebny był jeden. Spektakularny chwyt daje darmowy bieg lub rzut.',
      },
      free: {
        do: 'Weź „Darmowy rzut”.',
        done: 'Darmowa akcja nie kosztuje żetonu akcji; trzeba ją wziąć od razu, inaczej przepada.',
      },
      turn: {
        do: 'Sato wciąż patrzy na Hallorana. Wybierz jego własne pole (7, 0) i „Zwróć na Wsch”: obraca się w miejscu, w stronę pola Strike.',
        done: 'Obrót w ruchu rzutu nic nie kosztuje, ale rzut po ruchu lub obrocie ma jedną kość mniej.',
      },
      strike: {
        do: 'Rzuć na pole Strike (10, 0).',
        done: '3 kości, +1 dla Strikera, -1 na pole Strike, -1 za obrót: 2 kości, 1 sukces. Z tej strefy końcowej Strike jest wart 3 punkty. Rush się kończy, a piłka jest wprowadzana dla drugiej drużyny.',
      },
    },
    end: 'Strike! 3:0 za jeden żeton akcji: darmowy rzut nie kosztował żadnego. Sato musiał patrzeć na Hallorana, żeby dostać podanie, więc obrót i utracona kość były ceną chwytu.',
  },
};

export default lessonsPl;
