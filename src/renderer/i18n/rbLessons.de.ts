// Deutscher Text der Rülerball-Lektionen von „Spielen lernen“ (siehe rbLessons.en.ts).
export default {
  moving: {
    title: '1. Tempo und Bewegung',
    summary: 'Beschleunige einen Skater und sieh, wie ihn ein kontrolliertes Feld eines Gegners stoppt.',
    steps: {
      move: {
        do: 'Dein Skater #2 Vel Okoro fährt mit Tempo 3. Beschleunige auf 5: klicke das leuchtende Feld auf Ring 2, Sektor 4 an und wähle Tempo 5.',
        done: 'Jeden Zug ist das Tempo einer Figur ihr letztes Tempo plus oder minus bis zu ihrer Beschleunigung (3), von 0 bis zu ihrem Höchsttempo (8), und sie fährt genau so viele Felder vorwärts, gegen den Uhrzeigersinn. Aber der gegnerische Skater #11 Gorm Hatcher kontrolliert das Feld vor sich und die beiden vorderen Diagonalen. Wer eines davon betritt, hält sofort an: Vel stoppte nach 3 Feldern, sein Tempo in diesem Zug ist also 3.',
      },
    },
    end: 'Vel steht auf Ring 2, Sektor 4. Skater und Fänger kontrollieren die drei Felder vor sich; plane dein Tempo so, dass du nicht hineinfährst.',
  },
  fielding: {
    title: '2. Den Ball fangen',
    summary: 'Fahre einen Fänger auf den Ball aus der Kanone und fange ihn.',
    steps: {
      field: {
        do: 'Der Ball der Kanone rollt frei direkt vor deinem Fänger #7 Lune Arbel. Fahre ihn mit Tempo 1 auf sein Feld (Ring 2, Sektor 5).',
        done: 'Ein Fänger, der das Feld eines freien Balls betritt, darf ihn fangen: ein Würfel gegen sein Geschick, 3+ bei einem Fänger. Er warf eine 3 und hält den Ball. Einen frischen Ball, den seit dem Kanonenschuss niemand gehalten hat, können nur Fänger fangen; Skater und Biker in seinem Weg müssen ausweichen oder gehen zu Boden.',
      },
    },
    end: 'Lune hält den Ball, und Sektor 5 ist markiert. Dein Team aktiviert den Ball, indem es ihn eine volle Runde gegen den Uhrzeigersinn zurück in Sektor 5 trägt; erst dann greift es an und darf schießen.',
  },
  handOff: {
    title: '3. Die Übergabe',
    summary: 'Gib den Ball von einem Fänger an einen Skater: nur Skater erzielen Tore.',
    steps: {
      handOff: {
        do: 'Dein Fänger #7 Lune Arbel hält den Ball, und dein Skater #2 Vel Okoro ist knapp vor ihm, einen Ring weiter außen. Nur ein Skater kann ein Tor erzielen: wähle einen Zug für Lune, der Vel den Ball übergibt (auf der Schaltfläche steht „übergibt den Ball an #2 Vel Okoro“).',
        done: 'Ein Fänger darf den Ball einem Skater aus dem eigenen Team übergeben, an dem er vorbeifährt oder neben dem er anhält: der Geschickwurf des Skaters (4+) mit +2, also 2+. Vel warf eine 2 und hält den Ball. Misslingt er, fällt der Ball auf das Feld des Skaters. Nur Fänger übergeben, und nur an Skater.',
      },
    },
    end: 'Vel hat den Ball. Eine Übergabe im eigenen Team zählt die Runde weiter.',
  },
  assault: {
    title: '4. Der Angriff',
    summary: 'Greife im Kampf den gegnerischen Skater neben dir an.',
    steps: {
      assault: {
        do: 'Alle Figuren sind gefahren: es ist der Kampfschritt. Dein Skater #2 Vel Okoro steht neben dem gegnerischen Skater #11 Gorm Hatcher. Greif ihn an: klicke Gorm an.',
        done: 'Jede Seite wirft 2W6 plus ihre Stärke (je 3; +1 für den Angreifer, wenn er in diesem Zug schneller war): 6 + 5 + 3 = 14 gegen 3 + 3 + 3 = 9. Ein Vorsprung von 5 ist ein harter Treffer: Gorm geht zu Boden. Sein Rüstungswurf 4 + 5 = 9 liegt über seiner Rüstung 8, also folgte ein Verletzungswurf: 3 + 4 = 7, angeschlagen.',
      },
    },
    end: 'Gorm ist angeschlagen: er verlässt die Bahn für 3 Minuten auf die Ruhebank. Ein Vorsprung von 1-2 schiebt den Verteidiger nur, 3-5 wirft ihn um, 6 oder mehr verletzt ihn auch; 0 oder weniger ist ein Fehlschlag, -3 oder weniger ein Rückschlag für den Angreifer.',
  },
  shot: {
    title: '5. Der Schuss',
    summary: 'Schieß mit dem aktivierten Ball aufs Tor.',
    steps: {
      shoot: {
        do: 'Dein Skater #2 Vel Okoro hält den aktivierten Ball im Torraum deines Tores (Ring 4, Sektor 1). Es ist der Abschlussschritt: schieß.',
        done: 'Ein Schuss ist 2W6 gegen 4, +1 für jeden stehenden Verteidiger im Torraum, +1 von außerhalb des Torraums. Vel warf 1 + 3 = 4: ein Tor. Die Uhr hält an, und die Bahn wird neu aufgestellt; das Team, das das Tor kassiert hat, bekommt den nächsten Ball.',
      },
    },
    end: 'Tor! 1:0. Ein verfehlter Schuss rollt in die Rinne: der Ball ist tot, und auch dann wird die Bahn neu aufgestellt. Wer nach drei Perioden mehr Tore hat, gewinnt.',
  },
  tow: {
    title: '6. Das Ziehen',
    summary: 'Ein Skater fährt hinter dem Biker seines Teams mit und endet mit Höchsttempo.',
    steps: {
      tow: {
        do: 'Dein Biker #9 Rook Halder fährt mit Tempo 4, und dein Skater #2 Vel Okoro ist direkt hinter ihm auf demselben Ring. Beschleunige Rook auf 8 und zieh Vel mit: wähle das leuchtende Feld auf Ring 3, Sektor 2, dann den Zug mit „zieht #2 Vel Okoro mit“.',
        done: 'Ein Skater oder Fänger direkt hinter einem Biker seines Teams darf mitfahren, wenn der Biker fährt: der Biker fährt höchstens 10 und wechselt nie den Ring, und der Mitfahrer endet direkt hinter ihm. Beide gelten als gefahren, und das Tempo des Mitfahrers ist jetzt sein Höchsttempo, 8: von 2 auf 8 in einem Zug, weit über seine Beschleunigung von 3 hinaus.',
      },
    },
    end: 'Vel fährt mit Tempo 8 direkt hinter Rook. Biker berühren nie den Ball, aber das Ziehen bringt einen Skater oder einen Ballträger schnell weit voran. Bei einem gegnerischen Biker mitzufahren ist gegen die Regeln: die Schiedsrichter können es sehen.',
  },
  referees: {
    title: '7. Die Schiedsrichter',
    summary: 'Brich eine Regel und sieh, wie die Schiedsrichter deinen Skater auf die Strafbank schicken.',
    steps: {
      assault: {
        do: 'Im Kampf steht dein Skater #2 Vel Okoro neben dem gegnerischen Biker #18 Hask Vell. Einen Biker anzugreifen ist gegen die Regeln, aber das Spiel lässt es dich versuchen: greif ihn an (klicke Hask an).',
        done: 'Vel traf hart: 3 + 3 + 3 = 9 gegen 3 + 3 = 6 des Bikers (ein Biker hat keine Stärke dazuzurechnen), ein harter Treffer. Der Biker stürzte, und seine Rüstung hielt (3 + 3 = 6, nicht über 9). Aber zwei Schiedsrichter würfeln je einen Würfel und sehen eine riskante Aktion bei 5 oder mehr: einer warf eine 6. Vel muss für 3 Minuten auf die Strafbank.',
      },
    },
    end: 'Vel sitzt auf der Strafbank: dein Team spielt 3 Minuten mit einem Skater weniger. Riskante Aktionen (einen Biker oder eine gestürzte Figur angreifen, zu viele stehende Figuren, ein Biker im Torraum …) werden angeboten, nie verboten, und die Schaltfläche zeigt, wie wahrscheinlich die Schiedsrichter sie sehen. Ein zweiter Verstoß gegen dieselbe Regel schließt die Figur für die Periode aus.',
  },
  activation: {
    title: '8. Die Aktivierungsrunde',
    summary: 'Trage den Ball eine volle Runde zurück dorthin, wo er gefangen wurde, und dein Team greift an.',
    steps: {
      carry: {
        do: 'Dein Fänger #7 Lune Arbel hält den Ball. Dein Team hat ihn in Sektor 4 gefangen und seitdem elf Sektoren weit getragen (die Statusleiste sagt „Aktivierung: … 11 von 12“). Fahre Lune weiter in Sektor 4: klicke dort ein Feld an.',
        done: 'Der Ball hat mit deinem Team seine zwölfte Sektorlinie überquert, zurück in den Sektor, in dem er gefangen wurde: eine volle Runde, also ist er aktiviert. Dein Team greift jetzt an, das andere verteidigt. Übergaben im eigenen Team behalten die Zählung; hätte ein Gegner den Ball genommen, hätte sein Team einen eigenen Sektor markiert und neu zu zählen begonnen.',
      },
    },
    end: 'Dein Team greift an. Es hat drei Runden (36 Sektoren), um einen Skater mit dem Ball in die Ringe 3-4 deines Torsektors (Sektor 1) zu bringen und zu schießen; danach ist der Ball tot. Die Statusleiste zählt die Sektoren.',
  },
  screen: {
    title: '9. Die Abschirmung',
    summary: 'Verteidige das Tor, das der Angriff anläuft: deine stillstehenden Figuren in seinem Torsektor zählen nicht als angehalten.',
    steps: {
      stop: {
        do: 'Die Bruisers greifen an: ihr Skater #14 Fen Wicke trägt den Ball auf das Tor zu, das sie anlaufen, in Sektor 7. Zwei deiner Figuren stehen schon still (Tempo 0), in den Sektoren 11 und 12, mehr darf ein Team ohne Risiko nicht. Dein Skater #2 Vel Okoro ist in Sektor 7: halte ihn dort an, mit Tempo 0 (klicke sein eigenes Feld).',
        done: 'Vel steht still vor dem Tor, und die Schiedsrichter haben nichts zu sehen. Die Skater und Fänger der Verteidigung im Torsektor, den der Angriff anläuft, sind die Abschirmung (bis zu 5 Skater und 2 Fänger), und die Abschirmung zählt nicht als angehalten. Überall sonst ist eine dritte Figur mit Tempo 0 eine riskante Aktion, und ihre Schaltfläche hätte die Chance der Schiedsrichter gezeigt, sie zu sehen.',
      },
    },
    end: 'Vel schirmt das Tor ab. Verlässt der Ballträger Sektor 7 ohne Schuss, muss deine Abschirmung weiterziehen und darf sich erst wieder bilden, wenn der Ball noch einmal bis Sektor 7 herumgekommen ist.',
  },
};
