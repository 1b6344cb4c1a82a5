// Deutscher Text der Blood-Bowl-Lektionen von „Spielen lernen“ (siehe bbLessons.en.ts).
export default {
  moving: {
    title: '1. Laufen und Ausweichen',
    summary: 'Lass einen Linienspieler mit einem Ausweichen aus der Tackle-Zone eines Orks laufen.',
    steps: {
      declare: {
        do: 'Dein Linienspieler #9 Lantern 9 steht neben einem Ork. Wähle „… laufen lassen“ für #9 Lantern 9.',
        done: 'Eine Laufaktion lässt einen Spieler bis zu seiner BW (6 bei einem Linienspieler) Felder weit laufen, Feld für Feld. Jeder Spieler hat eine Aktion pro Zug.',
      },
      dodge: {
        do: 'Lass ihn auf Feld 10, 8 laufen, weg vom Ork: klicke das Feld an.',
        done: 'Wer die Tackle-Zone eines Gegners verlässt (die acht Felder um einen stehenden Spieler), muss ausweichen: ein Würfel gegen seine GE, hier 3+ (GE 3, +1 fürs Ausweichen, keine Tackle-Zone auf dem neuen Feld). Er hat eine 4 geworfen.',
      },
      free: {
        do: 'Lauf weiter auf Feld 9, 8.',
        done: 'Neben ihm steht kein Gegner mehr, also kostete dieses Feld keinen Wurf.',
      },
    },
    end: 'Dein Linienspieler ist ausgewichen und steht auf 9, 8. Jedes Feld, das du in einer Tackle-Zone verlässt, kostet ein Ausweichen; misslingt es, fällt der Spieler und dein Zug endet.',
  },
  rerolls: {
    title: '2. Team-Wiederholungswürfe',
    summary: 'Ein Ausweichen misslingt: wirf es mit einem Team-Wiederholungswurf noch einmal.',
    steps: {
      declare: {
        do: 'Derselbe Linienspieler, derselbe Ork. Wähle „… laufen lassen“ für #9 Lantern 9.',
        done: 'Er darf wieder laufen; die Tackle-Zone des Orks hält ihn noch.',
      },
      dodge: {
        do: 'Lass ihn auf Feld 10, 8 laufen.',
        done: 'Das Ausweichen zeigte eine 2, gebraucht war 3+: misslungen. Bevor der Spieler fällt, darfst du einen Team-Wiederholungswurf nutzen.',
      },
      reroll: {
        do: 'Wähle „Team-Wiederholung nutzen“.',
        done: 'Die Wiederholung ist ein neuer Wurf derselben Probe, und das neue Ergebnis gilt: eine 5, also ist er doch ausgewichen. Ein Team darf einen Team-Wiederholungswurf pro Zug nutzen, aus den wenigen, die es pro Halbzeit hat.',
      },
    },
    end: 'Der Linienspieler steht auf 10, 8, und dein Team hat noch zwei Wiederholungswürfe. Ohne Wiederholung wirft ein misslungenes Ausweichen den Spieler um und ist ein Turnover: dein Zug endet sofort.',
  },
  pickUp: {
    title: '3. Aufheben und punkten',
    summary: 'Lass einen Fänger auf den Ball laufen, ihn aufheben und in die Endzone tragen.',
    steps: {
      declare: {
        do: 'Der Ball liegt auf Feld 24, 8. Wähle „… laufen lassen“ für deinen Fänger #7 Lantern 7.',
        done: 'Ein Fänger läuft 8 Felder (BW 8): weit genug bis zum Ball und in die Endzone.',
      },
      pickUp: {
        do: 'Lass ihn auf den Ball laufen: Feld für Feld bis 24, 8.',
        done: 'Wer das Feld des Balls betritt, muss ihn aufheben: ein Würfel gegen seine GE, hier 3+ (+1 fürs Aufheben). Er hat eine 4 geworfen und hält den Ball. Ein misslungenes Aufheben ist ein Turnover.',
      },
      score: {
        do: 'Trag den Ball in die Endzone: lauf nach rechts, bis er in Spalte 26 steht.',
        done: 'Ein Spieler mit dem Ball in der Endzone, die er angreift, erzielt einen Touchdown. Der Drive ist vorbei: beide Teams stellen sich neu auf, und die Punktenden kicken.',
      },
    },
    end: 'Touchdown! 1:0. Wer nach zwei Halbzeiten mehr Touchdowns hat, gewinnt.',
  },
  block: {
    title: '4. Blocken',
    summary: 'Blocke einen Ork mit Hilfe eines Mitspielers: zwei Blockwürfel, und du wählst.',
    steps: {
      declare: {
        do: 'Dein Linienspieler #9 Lantern 9 steht neben einem Ork-Linienspieler, und #10 Lantern 10 steht auch neben dem Ork. Wähle „Mit … blocken“ für #9 Lantern 9.',
        done: 'Eine Blockaktion: ein stehender Spieler blockt einen stehenden Gegner neben sich.',
      },
      target: {
        do: 'Blocke den Ork: klicke ihn auf 12, 8 an.',
        done: 'Beide haben ST 3, aber Lantern 10 steht neben dem Ork und in keiner anderen Tackle-Zone, also hilft er: ST 4 gegen 3. Die stärkere Seite wirft zwei Blockwürfel, und ihr Coach wählt einen.',
      },
      face: {
        do: 'Behalte den Würfel „Verteidiger liegt“.',
        done: 'Der andere Würfel war ein Totenkopf („Angreifer liegt“), der deinen eigenen Spieler umgeworfen hätte. „Verteidiger liegt“ stößt den Ork ein Feld zurück und wirft ihn um.',
      },
      push: {
        do: 'Wähle das Feld, auf das der Ork gestoßen wird.',
        done: 'Ein gestoßener Spieler kommt auf eines der drei Felder direkt vom Blocker weg; der Coach des Blockers wählt.',
      },
      follow: {
        do: 'Rück in das Feld nach, das der Ork verlassen hat.',
        done: 'Nachrücken hält deinen Spieler neben ihm. Der Ork ist gefallen, also wurde seine Rüstung geworfen: 3 + 4 = 7 übertrifft seine RW 9 nicht, er liegt nur: Aufstehen kostet ihn 3 Felder seines nächsten Laufs.',
      },
    },
    end: 'Der Ork liegt, und dein Linienspieler steht auf 12, 8. Wäre die Rüstung gebrochen, wäre ein Verletzungswurf gefolgt. Ein Block, der deinen eigenen Spieler umwirft, ist ein Turnover.',
  },
  pass: {
    title: '5. Passen',
    summary: 'Wirf den Ball einem Fänger fünf Felder weit zu.',
    steps: {
      declare: {
        do: 'Dein Werfer #5 Lantern 5 hält den Ball. Wähle „Mit … passen“ für #5 Lantern 5.',
        done: 'Eine Passaktion: der Werfer darf erst laufen und dann werfen. Ein Team darf einmal pro Zug passen.',
      },
      throw: {
        do: 'Passe zu deinem Fänger auf 11, 8.',
        done: 'Fünf Felder sind ein kurzer Pass: ein Würfel gegen GE, hier 4+, und der Werfer warf eine 4, ein genauer Pass. Der Fänger fing mit einer 3 (3+: +1 für einen genauen Pass). Ein nicht gefangener Pass ist ein Turnover.',
      },
    },
    end: 'Der Fänger hält den Ball. Die Passweite zählt Felder: schnelle Pässe sind leichter als kurze, lange Pässe und lange Bomben schwerer.',
  },
  blitz: {
    title: '6. Der Blitz',
    summary: 'Lass einen Blitzer laufen, unterwegs blocken, nachrücken und weiterlaufen.',
    steps: {
      declare: {
        do: 'Dein Blitzer #1 Lantern 1 steht drei Felder von einem Ork entfernt. Wähle „Mit … blitzen“ für #1 Lantern 1.',
        done: 'Ein Blitz ist eine Laufaktion mit einem Block darin, irgendwo auf dem Weg. Ein Team darf einmal pro Zug blitzen.',
      },
      approach: {
        do: 'Lass ihn neben den Ork laufen: Feld für Feld bis 8, 8.',
        done: 'Zwei freie Felder, kein Wurf: 5 seiner 7 Felder (BW 7) bleiben ihm.',
      },
      block: {
        do: 'Blocke den Ork auf 9, 8.',
        done: 'Der Block kostet ein Feld seiner Bewegung. ST 3 gegen ST 3 wirft einen Blockwürfel, und er zeigte „Verteidiger liegt“.',
      },
      push: {
        do: 'Wähle das Feld, auf das der Ork gestoßen wird.',
        done: 'Der Ork wird ein Feld direkt vom Blitzer weg gestoßen und umgeworfen.',
      },
      follow: {
        do: 'Rück in das Feld nach, das der Ork verlassen hat.',
        done: 'Seine Rüstung hielt (2 + 3 = 5 übertrifft RW 9 nicht), also liegt er nur. Ein liegender Spieler hat keine Tackle-Zone.',
      },
      moveOn: {
        do: 'Lauf ein Feld weiter, neben den gestürzten Ork oder an ihm vorbei.',
        done: 'Kein Ausweichen: der Ork liegt, also hat er keine Tackle-Zone. Ein Blitzer darf nach dem Block den Rest seiner Bewegung nutzen.',
      },
    },
    end: 'Der Ork liegt, und dein Blitzer ist weitergelaufen. Blitze, um einen Spieler aus dem Weg zu räumen, und lauf dann weiter: in den freien Raum oder neben deinen Ballträger.',
  },
  goForIt: {
    title: '7. Extrafelder',
    summary: 'Lauf über deine Bewegung hinaus: jedes Extrafeld ist ein Wurf auf 2+.',
    steps: {
      declare: {
        do: 'Dein Linienspieler #9 Lantern 9 hat keinen Gegner neben sich. Wähle „… laufen lassen“ für #9 Lantern 9.',
        done: 'Er darf bis zu seiner BW laufen: 6 Felder.',
      },
      run: {
        do: 'Lass ihn sechs Felder Richtung Endzone rechts laufen (jedes Feld weiter rechts als das letzte).',
        done: 'Sechs Felder, kein Wurf: freie Felder kosten nur Bewegung. Seine BW ist aufgebraucht.',
      },
      gfi: {
        do: 'Geh aufs Ganze: ein Feld weiter nach rechts.',
        done: 'Ein Spieler darf bis zu zwei Felder über seine BW hinaus laufen: jedes braucht einen Wurf von 2+, egal welche GE er hat. Er warf eine 2 und hat es geschafft. Bei einer 1 wäre er auf dem betretenen Feld gestürzt, und dein Zug wäre zu Ende gewesen; ein Team-Wiederholungswurf darf den Wurf wiederholen.',
      },
    },
    end: 'Dein Linienspieler ist 7 Felder gelaufen. Extrafelder bringen Raum gegen ein kleines Risiko; nutze sie, wenn das Feld zählt, etwa für den letzten Schritt in die Endzone.',
  },
  handOff: {
    title: '8. Die Übergabe',
    summary: 'Lass einen Werfer neben einen Fänger laufen und ihm den Ball übergeben.',
    steps: {
      declare: {
        do: 'Dein Werfer #5 Lantern 5 hält den Ball. Wähle „Mit … übergeben“ für #5 Lantern 5.',
        done: 'Eine Übergabeaktion: der Spieler darf erst laufen und dann einem stehenden Mitspieler neben sich den Ball geben. Ein Team darf einmal pro Zug übergeben.',
      },
      approach: {
        do: 'Lass ihn neben deinen Fänger laufen: Feld für Feld bis 8, 8.',
        done: 'Zwei freie Felder. Der Fänger auf 9, 8 steht jetzt neben ihm.',
      },
      handOff: {
        do: 'Übergib den Ball an deinen Fänger #7 Lantern 7.',
        done: 'Eine Übergabe braucht keinen Passwurf; der Empfänger fängt mit +1, also 3+ bei GE 3. Er warf eine 3 und hält den Ball. Eine fallen gelassene Übergabe springt weg und ist ein Turnover.',
      },
    },
    end: 'Der Fänger hält den Ball. Eine Übergabe ist sicherer als ein Pass, erreicht aber nur einen Mitspieler neben dem Geber.',
  },
  foul: {
    title: '9. Das Foul',
    summary: 'Tritt einen Ork, der am Boden liegt: ein Rüstungswurf, mit dem Risiko eines Feldverweises.',
    steps: {
      declare: {
        do: 'Der Ork auf 12, 8 liegt neben deinem Linienspieler #9 Lantern 9. Wähle „Mit … foulen“ für #9 Lantern 9.',
        done: 'Eine Foulaktion: der Spieler darf erst laufen und dann einen Gegner foulen, der neben ihm liegt. Ein Team darf einmal pro Zug foulen.',
      },
      foul: {
        do: 'Foule den Ork: klicke ihn an.',
        done: 'Ein Foul ist ein Rüstungswurf gegen das Opfer, +1 für jeden deiner Mitspieler neben ihm, der in keiner anderen Tackle-Zone steht, hier Lantern 10 auf 13, 8: 4 + 5 + 1 = 10 übertrifft RW 9. Der Verletzungswurf 3 + 5 = 8 schlug ihn k.o. Ein Pasch beim Rüstungs- oder Verletzungswurf hätte deinen Linienspieler vom Feld geschickt, und das beendet deinen Zug.',
      },
    },
    end: 'Der Ork hat das Feld k.o. verlassen; bei jedem Kick-off kann er zurückkommen. Fouls dünnen das andere Team aus, aber jeder Pasch kostet dich den Foulenden.',
  },
  setUp: {
    title: '10. Die Aufstellung',
    summary: 'Stelle für einen Kick-off auf: drei an der Anspiellinie, höchstens zwei in jeder Seitenzone.',
    steps: {
      line: {
        do: 'Dein Team stößt an, also stellst du zuerst auf, in deiner eigenen Hälfte. Acht Lanterns stehen schon, keiner an der Anspiellinie (Spalte 13, an der Mittellinie). Klicke dort ein markiertes Feld und stelle einen deiner Linienspieler auf.',
        done: 'Drei Spieler müssen an der Linie stehen, und du hattest noch drei aufzustellen, darum wurden nur Felder an der Linie angeboten. Beide Seitenzonen (Reihen 1-4 und 12-15) haben schon zwei Lanterns, das Höchste, darum wurden auch ihre Felder nicht angeboten. Linienspieler gehören an die Linie: dort fallen die ersten Blocks.',
      },
      more: {
        do: 'Stelle auch deine anderen beiden Linienspieler an die Linie.',
        done: 'Elf Lanterns stehen auf dem Feld, drei davon an der Linie. Ein Team stellt so viele Spieler auf, wie es kann, bis zu 11; die übrigen warten in der Reserve.',
      },
      done: {
        do: 'Wähle „Aufstellung fertig“.',
        done: 'Das anstoßende Team stellt zuerst auf. Jetzt stellt das empfangende Team in seiner Hälfte auf und sieht dabei, wo deine Spieler stehen.',
      },
    },
    end: 'Deine Aufstellung steht. So stellst du zu jeder Halbzeit und nach jedem Touchdown auf: vorher gehen alle Spieler vom Feld zurück in die Reserve.',
  },
  kickOff: {
    title: '11. Der Kick-off',
    summary: 'Kick den Ball in die andere Hälfte: er verspringt, prallt ab, und ein Ork fängt ihn.',
    steps: {
      kick: {
        do: 'Beide Teams stehen, und dein Team stößt an. Kick auf Feld 21, 8, mitten in die Hälfte der Orks: klicke es an.',
        done: 'Ein Kick verspringt einmal vom Zielfeld: ein W8 für die Richtung, ein W6 für die Weite. Er flog 3 Felder geradeaus, auf 24, 8, ein leeres Feld, und sprang darum ein Feld zurück (noch ein W8), auf den Ork-Werfer auf 23, 8. Ein stehender Spieler, wo der Ball herunterkommt, muss ihn zu fangen versuchen: er brauchte 4+ (GE 3) und würfelte eine 4. Hätte der Ball ihre Hälfte oder das Feld verlassen, wäre es ein Touchback gewesen: ihr Coach gibt ihn einem seiner stehenden Spieler.',
      },
    },
    end: 'Die Orks haben den Ball und machen den ersten Zug des Drives: das empfangende Team zieht immer zuerst. Kick tief, damit der Ball weit von deiner Endzone bleibt, aber nicht so tief, dass er das Feld verlässt.',
  },
  turnover: {
    title: '12. Der Turnover',
    summary: 'Ein Ausweichen misslingt ohne Wiederholungswurf: der Spieler fällt, und dein Zug ist vorbei.',
    steps: {
      declare: {
        do: 'Dein Team hat keine Wiederholungswürfe mehr. Dein Linienspieler #9 Lantern 9 steht neben einem Ork, und #10 Lantern 10 hat noch nicht gehandelt. Wähle „… laufen lassen“ für #9 Lantern 9.',
        done: 'Dasselbe Ausweichen wie in der ersten Lektion: 3+, um die Tackle-Zone des Orks zu verlassen.',
      },
      dodge: {
        do: 'Lass ihn auf Feld 10, 8 laufen.',
        done: 'Er warf eine 1, die immer misslingt, und es gab keinen Wiederholungswurf: Er fiel auf 10, 8. Seine Rüstung hielt (3 + 4 = 7 übertrifft RW 8 nicht), also liegt er nur. Fällt ein Spieler des handelnden Teams, ist das ein Turnover: Dein Zug endete sofort, und der Zug der Orks begann.',
      },
    },
    end: 'Lantern 10 kam in diesem Zug nicht mehr dran. Blood Bowl dreht sich um Turnovers: Mach die sicheren Aktionen zuerst und die riskanten zuletzt.',
  },
  interception: {
    title: '13. Das Abfangen',
    summary: 'Passe über einen Gegner hinweg: er darf versuchen, den Ball vor deinem Fänger zu fangen.',
    steps: {
      declare: {
        do: 'Dein Werfer #5 Lantern 5 hält den Ball; dein Fänger #7 Lantern 7 steht sechs Felder weiter, und dazwischen steht ein Ork. Wähle „Mit … passen“ für #5 Lantern 5.',
        done: 'Der Werfer darf erst laufen; diesmal wirft er von seinem Feld aus.',
      },
      throw: {
        do: 'Passe zu deinem Fänger auf 12, 8.',
        done: 'Der Ork stand unter der Bahn des Passes, also ließ ihn sein Coach vor dem Passwurf abzufangen versuchen: ein Würfel gegen seine GE mit -2, hier 6+. Er warf eine 5 und verfehlte. Dann der Pass: sechs Felder sind ein kurzer Pass, 4+, und der Werfer warf eine 4; der Fänger fing mit einer 3 (3+).',
      },
    },
    end: 'Der Fänger hält den Ball. Hätte der Ork abgefangen, hielte er den Ball, und dein Zug wäre vorbei: ein Turnover. Nur ein Gegner unter der Bahn darf es versuchen; wirf also um Gegner herum, wenn du kannst.',
  },
};
