// Polski tekst lekcji Blood Bowl w „Naucz się grać” (zob. bbLessons.en.ts).
export default {
  moving: {
    title: '1. Ruch i unik',
    summary: 'Wyprowadź Liniowego ze strefy obrony orka dzięki unikowi.',
    steps: {
      declare: {
        do: 'Twój Liniowy #9 Lantern 9 stoi obok orka. Wybierz „Ruch: …” dla #9 Lantern 9.',
        done: 'Akcja Ruchu pozwala zawodnikowi przejść do RU pól (6 u Liniowego), pole po polu. Każdy zawodnik ma jedną akcję na turę.',
      },
      dodge: {
        do: 'Przesuń go na pole 10, 8, z dala od orka: kliknij pole.',
        done: 'Wyjście ze strefy obrony rywala (ośmiu pól wokół stojącego zawodnika) wymaga uniku: kość przeciw jego ZW, tu 3+ (ZW 3, +1 za unik, brak strefy obrony na nowym polu). Wyrzucił 4.',
      },
      free: {
        do: 'Idź dalej na pole 9, 8.',
        done: 'Obok niego nie ma już rywala, więc to pole nie wymagało żadnego rzutu.',
      },
    },
    end: 'Twój Liniowy zrobił unik i stoi na 9, 8. Każde pole opuszczane w strefie obrony wymaga uniku; nieudany przewraca zawodnika i kończy twoją turę.',
  },
  rerolls: {
    title: '2. Przerzuty drużynowe',
    summary: 'Unik się nie udaje: powtórz go przerzutem drużynowym.',
    steps: {
      declare: {
        do: 'Ten sam Liniowy, ten sam ork. Wybierz „Ruch: …” dla #9 Lantern 9.',
        done: 'Znowu może się ruszyć; strefa obrony orka wciąż go trzyma.',
      },
      dodge: {
        do: 'Przesuń go na pole 10, 8.',
        done: 'Na uniku wypadło 2, a trzeba było 3+: nieudany. Zanim zawodnik upadnie, możesz użyć przerzutu drużynowego.',
      },
      reroll: {
        do: 'Wybierz „Użyj przerzutu drużynowego”.',
        done: 'Przerzut to nowy rzut tego samego testu i liczy się nowy wynik: 5, więc unik jednak się udał. Drużyna może użyć jednego przerzutu drużynowego na turę, z tych kilku, które ma na połowę.',
      },
    },
    end: 'Liniowy stoi na 10, 8, a twojej drużynie zostały dwa przerzuty. Bez przerzutu nieudany unik przewraca zawodnika i oznacza stratę tury: twoja tura kończy się od razu.',
  },
  pickUp: {
    title: '3. Podniesienie piłki i przyłożenie',
    summary: 'Poprowadź Łapacza na piłkę, podnieś ją i wnieś do strefy punktowej.',
    steps: {
      declare: {
        do: 'Piłka leży na polu 24, 8. Wybierz „Ruch: …” dla swojego Łapacza, #7 Lantern 7.',
        done: 'Łapacz przechodzi 8 pól (RU 8): dość, by dojść do piłki i do strefy punktowej.',
      },
      pickUp: {
        do: 'Poprowadź go na piłkę: pole po polu do 24, 8.',
        done: 'Wejście na pole z piłką to jej podniesienie: kość przeciw jego ZW, tu 3+ (+1 za podniesienie). Wyrzucił 4 i ma piłkę. Nieudane podniesienie to strata tury.',
      },
      score: {
        do: 'Wnieś piłkę do strefy punktowej: idź w prawo, aż stanie w kolumnie 26.',
        done: 'Zawodnik z piłką w strefie punktowej, którą atakuje, zdobywa przyłożenie. Akcja się skończyła: obie drużyny ustawiają się od nowa, a kopią zdobywcy punktu.',
      },
    },
    end: 'Przyłożenie! 1:0. Wygrywa drużyna z większą liczbą przyłożeń po dwóch połowach.',
  },
  block: {
    title: '4. Blok',
    summary: 'Zablokuj orka z pomocą kolegi: dwie kości bloku, a wybierasz ty.',
    steps: {
      declare: {
        do: 'Twój Liniowy #9 Lantern 9 stoi obok orkowego Liniowego, a #10 Lantern 10 też stoi obok orka. Wybierz „Blok: …” dla #9 Lantern 9.',
        done: 'Akcja Bloku: stojący zawodnik blokuje stojącego rywala obok siebie.',
      },
      target: {
        do: 'Zablokuj orka: kliknij go na 12, 8.',
        done: 'Obaj mają SI 3, ale Lantern 10 stoi obok orka i w żadnej innej strefie obrony, więc pomaga: SI 4 przeciw 3. Silniejsza strona rzuca dwiema kośćmi bloku, a jej trener wybiera jedną.',
      },
      face: {
        do: 'Zatrzymaj kość „Obrońca leży”.',
        done: 'Druga kość pokazała czaszkę („Atakujący leży”), która przewróciłaby twojego zawodnika. „Obrońca leży” odpycha orka o jedno pole i go przewraca.',
      },
      push: {
        do: 'Wybierz pole, na które zostanie odepchnięty ork.',
        done: 'Odepchnięty zawodnik trafia na jedno z trzech pól prosto od blokującego; wybiera trener blokującego.',
      },
      follow: {
        do: 'Wejdź za orkiem na pole, które zwolnił.',
        done: 'Pójście za nim trzyma twojego zawodnika obok niego. Ork upadł, więc rzucono na jego pancerz: 3 + 4 = 7 nie przebija jego PA 9, więc tylko leży: wstanie będzie go kosztować 3 pola następnego ruchu.',
      },
    },
    end: 'Ork leży, a twój Liniowy stoi na 12, 8. Gdyby pancerz został przebity, nastąpiłby rzut na obrażenia. Blok, który przewraca twojego zawodnika, to strata tury.',
  },
  pass: {
    title: '5. Podanie',
    summary: 'Rzuć piłkę do Łapacza pięć pól dalej.',
    steps: {
      declare: {
        do: 'Twój Rozgrywający #5 Lantern 5 ma piłkę. Wybierz „Podanie: …” dla #5 Lantern 5.',
        done: 'Akcja Podania: rzucający może najpierw się ruszyć, a potem rzucić. Drużyna może podać raz na turę.',
      },
      throw: {
        do: 'Podaj do swojego Łapacza na 11, 8.',
        done: 'Pięć pól to krótkie podanie: kość przeciw ZW, tu 4+, a Rozgrywający wyrzucił 4, celne podanie. Łapacz złapał na 3 (3+: +1 za celne podanie). Niezłapane podanie to strata tury.',
      },
    },
    end: 'Łapacz ma piłkę. Zasięg podania liczy pola: szybkie podania są łatwiejsze od krótkich, długie i długie bomby trudniejsze.',
  },
  blitz: {
    title: '6. Blitz',
    summary: 'Poprowadź Blitzera, zablokuj po drodze, idź za rywalem i ruszaj dalej.',
    steps: {
      declare: {
        do: 'Twój Blitzer #1 Lantern 1 stoi trzy pola od orka. Wybierz „Blitz: …” dla #1 Lantern 1.',
        done: 'Blitz to akcja Ruchu z jednym blokiem w dowolnym miejscu drogi. Drużyna może wykonać jeden blitz na turę.',
      },
      approach: {
        do: 'Podprowadź go do orka: pole po polu do 8, 8.',
        done: 'Dwa wolne pola, bez rzutu: zostało mu 5 z 7 pól (RU 7).',
      },
      block: {
        do: 'Zablokuj orka na 9, 8.',
        done: 'Blok kosztuje jedno pole ruchu. SI 3 przeciw SI 3 to jedna kość bloku, a wypadło „Obrońca leży”.',
      },
      push: {
        do: 'Wybierz pole, na które zostanie odepchnięty ork.',
        done: 'Ork zostaje odepchnięty o jedno pole prosto od Blitzera i przewrócony.',
      },
      follow: {
        do: 'Wejdź za orkiem na pole, które zwolnił.',
        done: 'Jego pancerz wytrzymał (2 + 3 = 5 nie przebija PA 9), więc tylko leży. Leżący zawodnik nie ma strefy obrony.',
      },
      moveOn: {
        do: 'Przejdź jeszcze jedno pole, obok leżącego orka albo za niego.',
        done: 'Bez uniku: ork leży, więc nie ma strefy obrony. Po bloku Blitzer może wykorzystać resztę swojego ruchu.',
      },
    },
    end: 'Ork leży, a twój Blitzer ruszył dalej. Blitzuj, by usunąć zawodnika z drogi, i idź dalej: w wolne miejsce albo obok swojego niosącego piłkę.',
  },
  goForIt: {
    title: '7. Dodatkowe pola',
    summary: 'Biegnij ponad swój ruch: każde dodatkowe pole to rzut na 2+.',
    steps: {
      declare: {
        do: 'Twój Liniowy #9 Lantern 9 nie ma obok rywali. Wybierz „Ruch: …” dla #9 Lantern 9.',
        done: 'Może przejść do swojego RU: 6 pól.',
      },
      run: {
        do: 'Przeprowadź go sześć pól w stronę strefy punktowej po prawej (każde pole dalej w prawo niż poprzednie).',
        done: 'Sześć pól, bez rzutu: wolne pola kosztują tylko ruch. Jego RU się wyczerpał.',
      },
      gfi: {
        do: 'Zaryzykuj: jeszcze jedno pole w prawo.',
        done: 'Zawodnik może przejść do dwóch pól ponad swój RU: każde wymaga rzutu 2+, bez względu na ZW. Wyrzucił 2 i się udało. Przy 1 upadłby na pole, na które wszedł, a twoja tura by się skończyła; przerzut drużynowy może powtórzyć ten rzut.',
      },
    },
    end: 'Twój Liniowy przebiegł 7 pól. Dodatkowe pola dają teren małym kosztem ryzyka; zostaw je na chwilę, gdy pole się liczy, na przykład ostatni krok do strefy punktowej.',
  },
  handOff: {
    title: '8. Przekazanie',
    summary: 'Podprowadź Rozgrywającego do Łapacza i przekaż mu piłkę.',
    steps: {
      declare: {
        do: 'Twój Rozgrywający #5 Lantern 5 ma piłkę. Wybierz „Przekazanie: …” dla #5 Lantern 5.',
        done: 'Akcja Przekazania: zawodnik może najpierw się ruszyć, a potem oddać piłkę stojącemu koledze obok. Drużyna może przekazać piłkę raz na turę.',
      },
      approach: {
        do: 'Podprowadź go do swojego Łapacza: pole po polu do 8, 8.',
        done: 'Dwa wolne pola. Łapacz na 9, 8 stoi teraz obok niego.',
      },
      handOff: {
        do: 'Przekaż piłkę swojemu Łapaczowi #7 Lantern 7.',
        done: 'Przekazanie nie wymaga rzutu na podanie; odbierający łapie z +1, czyli 3+ przy ZW 3. Wyrzucił 3 i ma piłkę. Upuszczone przekazanie odbija się i oznacza stratę tury.',
      },
    },
    end: 'Łapacz ma piłkę. Przekazanie jest pewniejsze od podania, ale sięga tylko kolegi stojącego obok.',
  },
  foul: {
    title: '9. Faul',
    summary: 'Kopnij leżącego orka: rzut na pancerz, z ryzykiem wyrzucenia z boiska.',
    steps: {
      declare: {
        do: 'Ork na 12, 8 leży obok twojego Liniowego #9 Lantern 9. Wybierz „Faul: …” dla #9 Lantern 9.',
        done: 'Akcja Faulu: zawodnik może najpierw się ruszyć, a potem sfaulować rywala leżącego obok. Drużyna może faulować raz na turę.',
      },
      foul: {
        do: 'Sfauluj orka: kliknij go.',
        done: 'Faul to rzut na pancerz ofiary, +1 za każdego twojego kolegę obok niej, który nie stoi w innej strefie obrony, tu Lantern 10 na 13, 8: 4 + 5 + 1 = 10 przebija PA 9. Rzut na obrażenia 3 + 5 = 8 pozbawił go przytomności. Dublet w rzucie na pancerz lub obrażenia wyrzuciłby twojego Liniowego z boiska, a to kończy twoją turę.',
      },
    },
    end: 'Ork zszedł z boiska nieprzytomny; przy każdym wykopie może wrócić. Faule przerzedzają rywali, ale każdy dublet kosztuje cię faulującego.',
  },
  setUp: {
    title: '10. Ustawienie',
    summary: 'Ustaw drużynę do wykopu: trzech na linii wznowienia, najwyżej dwóch w każdej strefie bocznej.',
    steps: {
      line: {
        do: 'Twoja drużyna wykopuje, więc ustawiasz się pierwszy, na własnej połowie. Ośmiu Lanterns już stoi, żaden na linii wznowienia (kolumna 13, przy linii środkowej). Kliknij tam podświetlone pole i ustaw jednego ze swoich Liniowych.',
        done: 'Na linii musi stać trzech zawodników, a do ustawienia zostało ci trzech, więc oferowane były tylko pola linii. Obie strefy boczne (rzędy 1-4 i 12-15) mają już po dwóch Lanterns, tyle, ile wolno, więc ich pola też nie były oferowane. Liniowi idą na linię: tam padają pierwsze bloki.',
      },
      more: {
        do: 'Ustaw na linii także dwóch pozostałych Liniowych.',
        done: 'Na boisku stoi jedenastu Lanterns, trzech z nich na linii. Drużyna wystawia tylu zawodników, ilu może, do 11; reszta czeka w rezerwie.',
      },
      done: {
        do: 'Wybierz „Ustawienie gotowe”.',
        done: 'Drużyna wykopująca ustawia się pierwsza. Teraz drużyna odbierająca ustawia się na swojej połowie, widząc, gdzie stoją twoi zawodnicy.',
      },
    },
    end: 'Twoje ustawienie jest gotowe. Tak ustawiasz się na początku każdej połowy i po każdym przyłożeniu: najpierw wszyscy zawodnicy z boiska wracają do rezerwy.',
  },
  kickOff: {
    title: '11. Wykop',
    summary: 'Wykop piłkę na drugą połowę: piłka się zniesie, odbije, a ork ją złapie.',
    steps: {
      kick: {
        do: 'Obie drużyny stoją, a twoja wykopuje. Wykop na pole 21, 8, na środek połowy orków: kliknij je.',
        done: 'Wykop znosi piłkę raz z pola, w które celujesz: k8 na kierunek, k6 na odległość. Poleciała o 3 pola prosto przed siebie, na 24, 8, puste pole, więc odbiła się o jedno pole (kolejne k8) na Rozgrywającego orków na 23, 8. Stojący zawodnik, na którego spada piłka, musi spróbować ją złapać: potrzebował 4+ (ZW 3) i wyrzucił 4. Gdyby piłka opuściła ich połowę lub boisko, byłby touchback: ich trener daje ją dowolnemu ze swoich stojących zawodników.',
      },
    },
    end: 'Orkowie mają piłkę i rozgrywają pierwszą turę tej akcji: drużyna odbierająca zawsze rusza pierwsza. Wykop daleko, by piłka była z dala od twojej strefy punktowej, ale nie tak daleko, żeby wyleciała z boiska.',
  },
  turnover: {
    title: '12. Strata tury',
    summary: 'Unik się nie udaje, a przerzutów brak: zawodnik upada i twoja tura się kończy.',
    steps: {
      declare: {
        do: 'Twojej drużynie nie zostały żadne przerzuty. Twój Liniowy #9 Lantern 9 stoi obok orka, a #10 Lantern 10 jeszcze nie działał. Wybierz „Ruch: …” dla #9 Lantern 9.',
        done: 'Ten sam unik co w pierwszej lekcji: 3+, by opuścić strefę obrony orka.',
      },
      dodge: {
        do: 'Przesuń go na pole 10, 8.',
        done: 'Wyrzucił 1, która zawsze oznacza porażkę, a przerzutu nie było: upadł na 10, 8. Pancerz wytrzymał (3 + 4 = 7 nie przebija PA 8), więc tylko leży. Upadek zawodnika działającej drużyny to strata tury: twoja tura skończyła się od razu i zaczęła się tura orków.',
      },
    },
    end: 'Lantern 10 nie zdążył już działać w tej turze. Blood Bowl kręci się wokół strat tury: najpierw rób bezpieczne akcje, ryzykowne na końcu.',
  },
  interception: {
    title: '13. Przechwyt',
    summary: 'Podaj nad rywalem: może spróbować złapać piłkę przed twoim Łapaczem.',
    steps: {
      declare: {
        do: 'Twój Rozgrywający #5 Lantern 5 ma piłkę; twój Łapacz #7 Lantern 7 stoi sześć pól dalej, a między nimi stoi ork. Wybierz „Podanie: …” dla #5 Lantern 5.',
        done: 'Rzucający może najpierw się ruszyć; tym razem rzuca z miejsca.',
      },
      throw: {
        do: 'Podaj do swojego Łapacza na 12, 8.',
        done: 'Ork stał pod torem podania, więc przed rzutem na podanie jego trener kazał mu spróbować przechwytu: kość przeciw jego ZW z -2, tu 6+. Wyrzucił 5 i chybił. Potem podanie: sześć pól to krótkie podanie, 4+, a Rozgrywający wyrzucił 4; Łapacz złapał na 3 (3+).',
      },
    },
    end: 'Łapacz ma piłkę. Gdyby ork przechwycił, miałby piłkę, a twoja tura by się skończyła: strata tury. Spróbować może tylko jeden rywal pod torem, więc rzucaj obok rywali, gdy możesz.',
  },
};
