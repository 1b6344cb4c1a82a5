// Polski tekst lekcji Rülerball w „Naucz się grać” (zob. rbLessons.en.ts).
export default {
  moving: {
    title: '1. Prędkość i ruch',
    summary: 'Przyspiesz wrotkarza i zobacz, jak zatrzymuje go pole kontrolowane przez rywala.',
    steps: {
      move: {
        do: 'Twój wrotkarz #2 Vel Okoro jedzie z prędkością 3. Przyspiesz go do 5: kliknij podświetlone pole na pierścieniu 2, sektor 4, i wybierz prędkość 5.',
        done: 'W każdej turze prędkość figury to jej poprzednia prędkość plus minus do jej przyspieszenia (3), od 0 do prędkości maksymalnej (8), i figura jedzie dokładnie tyle pól do przodu, przeciwnie do ruchu wskazówek zegara. Ale wrotkarz rywali #11 Gorm Hatcher kontroluje pole przed sobą oraz dwa przednie skosy. Wjazd na jedno z nich od razu kończy ruch: Vel zatrzymał się po 3 polach, więc jego prędkość w tej turze to 3.',
      },
    },
    end: 'Vel stoi na pierścieniu 2, sektor 4. Wrotkarze i łapacze kontrolują trzy pola przed sobą; dobieraj prędkość tak, by na nie nie wjechać.',
  },
  fielding: {
    title: '2. Złapanie piłki',
    summary: 'Wjedź łapaczem na piłkę wystrzeloną z armaty i złap ją.',
    steps: {
      field: {
        do: 'Piłka z armaty toczy się luzem tuż przed twoim łapaczem #7 Lune Arbel. Wjedź nim na jej pole z prędkością 1 (pierścień 2, sektor 5).',
        done: 'Łapacz, który wjeżdża na pole luźnej piłki, może ją złapać: kość przeciw jego umiejętności, 3+ u łapacza. Wyrzucił 3 i ma piłkę. Świeżą piłkę, której nikt nie trzymał od wystrzału, mogą łapać tylko łapacze; wrotkarz lub motocyklista na jej drodze musi jej uniknąć albo zostaje powalony.',
      },
    },
    end: 'Lune ma piłkę, a sektor 5 jest oznaczony. Twoja drużyna aktywuje piłkę, przenosząc ją przez pełne okrążenie przeciwnie do ruchu wskazówek zegara z powrotem do sektora 5; dopiero wtedy atakuje i może strzelać.',
  },
  handOff: {
    title: '3. Przekazanie',
    summary: 'Przekaż piłkę od łapacza do wrotkarza: tylko wrotkarze zdobywają gole.',
    steps: {
      handOff: {
        do: 'Twój łapacz #7 Lune Arbel ma piłkę, a twój wrotkarz #2 Vel Okoro jest tuż przed nim, o jeden pierścień dalej na zewnątrz. Tylko wrotkarz może zdobyć gola: wybierz ruch Lune, który przekaże piłkę Velowi (na przycisku jest „przekazanie piłki do #2 Vel Okoro”).',
        done: 'Łapacz może przekazać piłkę wrotkarzowi ze swojej drużyny, obok którego przejeżdża lub się zatrzymuje: rzut na umiejętność wrotkarza (4+) z +2, czyli 2+. Vel wyrzucił 2 i ma piłkę. Nieudany rzut upuszcza piłkę na polu wrotkarza. Przekazują tylko łapacze i tylko wrotkarzom.',
      },
    },
    end: 'Vel ma piłkę. Przekazanie w drużynie nie przerywa liczenia okrążenia.',
  },
  assault: {
    title: '4. Atak',
    summary: 'W walce uderz wrotkarza rywali, który stoi obok.',
    steps: {
      assault: {
        do: 'Wszystkie figury już jechały: to krok walki. Twój wrotkarz #2 Vel Okoro stoi obok wrotkarza rywali #11 Gorm Hatcher. Zaatakuj go: kliknij Gorma.',
        done: 'Każda strona rzuca 2k6 plus swoją siłę (po 3; +1 dla atakującego, jeśli w tej turze jechał szybciej): 6 + 5 + 3 = 14 przeciw 3 + 3 + 3 = 9. Przewaga 5 to mocne trafienie: Gorm zostaje powalony. Jego rzut na pancerz 4 + 5 = 9 przekracza pancerz 8, więc nastąpił rzut na obrażenia: 3 + 4 = 7, oszołomiony.',
      },
    },
    end: 'Gorm jest oszołomiony: schodzi z toru na 3 minuty na ławkę odpoczynku. Przewaga 1-2 tylko spycha obrońcę, 3-5 go powala, 6 lub więcej także rani; 0 lub mniej to pudło, -3 lub mniej obraca się przeciw atakującemu.',
  },
  shot: {
    title: '5. Strzał',
    summary: 'Strzel na bramkę aktywowaną piłką.',
    steps: {
      shoot: {
        do: 'Twój wrotkarz #2 Vel Okoro trzyma aktywowaną piłkę w polu bramkowym twojej bramki (pierścień 4, sektor 1). To krok strzału: strzelaj.',
        done: 'Strzał to 2k6 przeciw 4, +1 za każdego stojącego obrońcę w polu bramkowym, +1 spoza pola bramkowego. Vel wyrzucił 1 + 3 = 4: gol. Zegar staje, a tor zostaje ustawiony od nowa; następną piłkę dostaje drużyna, która straciła gola.',
      },
    },
    end: 'Gol! 1:0. Niecelny strzał wpada do rynny: piłka jest martwa i tor też zostaje ustawiony od nowa. Wygrywa drużyna z większą liczbą goli po trzech tercjach.',
  },
  tow: {
    title: '6. Holowanie',
    summary: 'Wrotkarz jedzie za motocyklistą swojej drużyny i kończy z prędkością maksymalną.',
    steps: {
      tow: {
        do: 'Twój motocyklista #9 Rook Halder jedzie z prędkością 4, a twój wrotkarz #2 Vel Okoro jest tuż za nim na tym samym pierścieniu. Przyspiesz Rooka do 8 i holuj Vela: wybierz podświetlone pole na pierścieniu 3, sektor 2, a potem ruch z napisem „holując: #2 Vel Okoro”.',
        done: 'Wrotkarz lub łapacz tuż za motocyklistą swojej drużyny może się go złapać, gdy ten jedzie: motocyklista przejeżdża najwyżej 10 pól i nigdy nie zmienia pierścienia, a holowany kończy tuż za nim. Obaj liczą się jako poruszeni, a prędkość holowanego to teraz jego maksymalna, 8: z 2 do 8 w jednej turze, znacznie ponad jego przyspieszenie 3.',
      },
    },
    end: 'Vel jedzie dalej z prędkością 8 tuż za Rookiem. Motocykliści nigdy nie dotykają piłki, ale holowanie szybko przenosi daleko wrotkarza albo niosącego piłkę. Łapanie się motocyklisty rywali jest wbrew zasadom: sędziowie mogą to zobaczyć.',
  },
  referees: {
    title: '7. Sędziowie',
    summary: 'Złam zasadę i zobacz, jak sędziowie odsyłają twojego wrotkarza na ławkę.',
    steps: {
      assault: {
        do: 'W walce twój wrotkarz #2 Vel Okoro stoi obok motocyklisty rywali #18 Hask Vell. Atak na motocyklistę jest wbrew zasadom, ale gra pozwala spróbować: zaatakuj go (kliknij Haska).',
        done: 'Vel uderzył mocno: 3 + 3 + 3 = 9 przeciw 3 + 3 = 6 motocyklisty (motocyklista nie dodaje siły), mocne trafienie. Motocyklista upadł, a jego pancerz wytrzymał (3 + 3 = 6, nie ponad 9). Ale dwaj sędziowie rzucają po kości i widzą ryzykowne zagranie przy 5 lub więcej: jeden wyrzucił 6. Vel idzie na ławkę kar na 3 minuty.',
      },
    },
    end: 'Vel siedzi na ławce kar: twoja drużyna gra przez 3 minuty bez jednego wrotkarza. Ryzykowne zagrania (atak na motocyklistę albo leżącą figurę, za dużo zatrzymanych figur, motocyklista w polu bramkowym …) są dostępne, nigdy zakazane, a przycisk pokazuje, jak prawdopodobne jest, że sędziowie je zobaczą. Drugie przewinienie wobec tej samej zasady wyklucza figurę do końca tercji.',
  },
  activation: {
    title: '8. Okrążenie aktywacji',
    summary: 'Przenieś piłkę przez pełne okrążenie tam, gdzie ją złapano, a twoja drużyna zacznie atakować.',
    steps: {
      carry: {
        do: 'Twój łapacz #7 Lune Arbel ma piłkę. Twoja drużyna złapała ją w sektorze 4 i od tego czasu przeniosła o jedenaście sektorów (pasek stanu mówi „Aktywacja: … 11 z 12”). Wjedź nim dalej do sektora 4: kliknij tam pole.',
        done: 'Piłka przekroczyła z twoją drużyną dwunastą linię sektora i wróciła do sektora, w którym ją złapano: pełne okrążenie, więc jest aktywna. Twoja drużyna teraz atakuje, a druga broni. Przekazania w drużynie zachowują liczenie; gdyby piłkę przejął rywal, jego drużyna oznaczyłaby własny sektor i zaczęła własne liczenie.',
      },
    },
    end: 'Twoja drużyna atakuje. Ma trzy okrążenia (36 sektorów), by wprowadzić wrotkarza z piłką na pierścienie 3-4 twojego sektora bramkowego (sektor 1) i strzelić; potem piłka jest martwa. Pasek stanu liczy sektory.',
  },
  screen: {
    title: '9. Zasłona',
    summary: 'Broń bramki, którą atakuje rywal: twoje figury zatrzymane w jej sektorze bramkowym się nie liczą.',
    steps: {
      stop: {
        do: 'Bruisers atakują: ich wrotkarz #14 Fen Wicke niesie piłkę ku bramce, którą atakują, w sektorze 7. Dwie twoje figury są już zatrzymane (prędkość 0) w sektorach 11 i 12, tyle, ile drużyna może mieć bez ryzyka. Twój wrotkarz #2 Vel Okoro jest w sektorze 7: zatrzymaj go tam z prędkością 0 (kliknij jego własne pole).',
        done: 'Vel stoi przed bramką, a sędziowie nie mają czego zauważyć. Wrotkarze i łapacze obrony w sektorze bramkowym, który atakuje rywal, tworzą zasłonę (do 5 wrotkarzy i 2 łapaczy), a zasłona nie liczy się jako zatrzymana. W każdym innym miejscu trzecia figura z prędkością 0 to ryzykowne zagranie, a jej przycisk pokazałby szansę, że sędziowie je zauważą.',
      },
    },
    end: 'Vel zasłania bramkę. Jeśli niosący piłkę opuści sektor 7 bez strzału, twoja zasłona musi ruszyć dalej i nie może się znów ustawić, dopóki piłka nie okrąży toru z powrotem do sektora 7.',
  },
};
