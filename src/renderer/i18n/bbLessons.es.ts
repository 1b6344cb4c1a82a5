// Texto en español de las lecciones de Blood Bowl de «Aprende a jugar» (ver bbLessons.en.ts).
export default {
  moving: {
    title: '1. Moverse y esquivar',
    summary: 'Saca a un Línea de la zona de defensa de un orco con una esquiva.',
    steps: {
      declare: {
        do: 'Tu Línea #9 Lantern 9 está junto a un orco. Elige «Mover a …» para #9 Lantern 9.',
        done: 'Una acción de Mover deja que un jugador avance hasta su MO (6 en un Línea), casilla a casilla. Cada jugador hace una acción por turno.',
      },
      dodge: {
        do: 'Muévelo a la casilla 10, 8, lejos del orco: haz clic en la casilla.',
        done: 'Salir de la zona de defensa de un rival (las ocho casillas alrededor de un jugador en pie) exige esquivar: un dado contra su AG, aquí 3+ (AG 3, +1 por esquivar, sin zona de defensa en la casilla nueva). Sacó un 4.',
      },
      free: {
        do: 'Sigue hasta la casilla 9, 8.',
        done: 'Ya no tiene ningún rival al lado, así que esta casilla no pidió ninguna tirada.',
      },
    },
    end: 'Tu Línea esquivó y está en 9, 8. Cada casilla que dejas dentro de una zona de defensa exige esquivar; si falla, el jugador cae y tu turno termina.',
  },
  rerolls: {
    title: '2. Segundas oportunidades',
    summary: 'Una esquiva falla: repítela con una segunda oportunidad del equipo.',
    steps: {
      declare: {
        do: 'El mismo Línea, el mismo orco. Elige «Mover a …» para #9 Lantern 9.',
        done: 'Puede moverse de nuevo; la zona de defensa del orco aún lo retiene.',
      },
      dodge: {
        do: 'Muévelo a la casilla 10, 8.',
        done: 'La esquiva sacó un 2 y hacía falta 3+: ha fallado. Antes de que el jugador caiga, puedes usar una segunda oportunidad del equipo.',
      },
      reroll: {
        do: 'Elige «Usar una segunda oportunidad».',
        done: 'La segunda oportunidad es una tirada nueva de la misma prueba, y vale el nuevo resultado: un 5, así que esquivó. Un equipo puede usar una segunda oportunidad por turno, de las pocas que tiene en cada parte.',
      },
    },
    end: 'El Línea está en 10, 8 y a tu equipo le quedan dos segundas oportunidades. Sin ella, una esquiva fallida derriba al jugador y es un cambio de turno: tu turno acaba en el acto.',
  },
  pickUp: {
    title: '3. Recoger el balón y anotar',
    summary: 'Lleva a un Receptor hasta el balón, recógelo y entra en la zona de anotación.',
    steps: {
      declare: {
        do: 'El balón está en la casilla 24, 8. Elige «Mover a …» para tu Receptor, #7 Lantern 7.',
        done: 'Un Receptor se mueve 8 casillas (MO 8): bastante para llegar al balón y a la zona de anotación.',
      },
      pickUp: {
        do: 'Llévalo hasta el balón: casilla a casilla hasta 24, 8.',
        done: 'Entrar en la casilla del balón es recogerlo: un dado contra su AG, aquí 3+ (+1 por recoger). Sacó un 4 y tiene el balón. Fallar al recoger es un cambio de turno.',
      },
      score: {
        do: 'Lleva el balón a la zona de anotación: muévete a la derecha hasta la columna 26.',
        done: 'Un jugador con el balón en la zona de anotación que ataca marca un touchdown. La serie ha terminado: los dos equipos se despliegan de nuevo y patea el que ha marcado.',
      },
    },
    end: '¡Touchdown! 1-0. Gana el equipo con más touchdowns al final de las dos partes.',
  },
  block: {
    title: '4. Placar',
    summary: 'Placa a un orco con la ayuda de un compañero: dos dados de placaje, y eliges tú.',
    steps: {
      declare: {
        do: 'Tu Línea #9 Lantern 9 está junto a un Línea orco, y #10 Lantern 10 también está junto al orco. Elige «Placar con …» para #9 Lantern 9.',
        done: 'Una acción de Placar: un jugador en pie placa a un rival en pie que tiene al lado.',
      },
      target: {
        do: 'Placa al orco: haz clic en él, en 12, 8.',
        done: 'Los dos tienen FU 3, pero Lantern 10 está junto al orco y en ninguna otra zona de defensa, así que ayuda: FU 4 contra 3. El bando más fuerte tira dos dados de placaje y su entrenador elige uno.',
      },
      face: {
        do: 'Quédate con el dado «Defensor derribado».',
        done: 'El otro dado era una calavera («Atacante derribado»), que habría derribado a tu propio jugador. «Defensor derribado» empuja al orco una casilla y lo derriba.',
      },
      push: {
        do: 'Elige la casilla a la que se empuja al orco.',
        done: 'Un jugador empujado va a una de las tres casillas que se alejan en línea del placador; elige el entrenador del placador.',
      },
      follow: {
        do: 'Sigue al orco a la casilla que ha dejado.',
        done: 'Seguirle mantiene a tu jugador a su lado. El orco cayó, así que se tiró su armadura: 3 + 4 = 7 no supera su AR 9, así que solo está tumbado: levantarse le costará 3 casillas de su próximo movimiento.',
      },
    },
    end: 'El orco está tumbado y tu Línea está en 12, 8. Si su armadura hubiera cedido, habría seguido una tirada de heridas. Un placaje que derriba a tu propio jugador es un cambio de turno.',
  },
  pass: {
    title: '5. Pasar',
    summary: 'Lanza el balón a un Receptor a cinco casillas.',
    steps: {
      declare: {
        do: 'Tu Lanzador #5 Lantern 5 tiene el balón. Elige «Pasar con …» para #5 Lantern 5.',
        done: 'Una acción de Pasar: el lanzador puede moverse antes y después lanzar. Un equipo puede pasar una vez por turno.',
      },
      throw: {
        do: 'Pasa a tu Receptor en 11, 8.',
        done: 'Cinco casillas son un pase corto: un dado contra AG, aquí 4+, y el Lanzador sacó un 4, un pase preciso. El Receptor lo atrapó con un 3 (3+: +1 por un pase preciso). Un pase que nadie atrapa es un cambio de turno.',
      },
    },
    end: 'El Receptor tiene el balón. El alcance del pase cuenta casillas: los pases rápidos son más fáciles que los cortos; los largos y las bombas largas, más difíciles.',
  },
  blitz: {
    title: '6. La blitz',
    summary: 'Mueve a un Blitzer, placa por el camino, sigue al rival y continúa.',
    steps: {
      declare: {
        do: 'Tu Blitzer #1 Lantern 1 está a tres casillas de un orco. Elige «Blitz con …» para #1 Lantern 1.',
        done: 'Una blitz es una acción de Mover con un placaje dentro, en cualquier punto del camino. Un equipo puede hacer una blitz por turno.',
      },
      approach: {
        do: 'Llévalo junto al orco: casilla a casilla hasta 8, 8.',
        done: 'Dos casillas libres, sin tirada: le quedan 5 de sus 7 casillas (MO 7).',
      },
      block: {
        do: 'Placa al orco en 9, 8.',
        done: 'El placaje le cuesta una casilla de movimiento. FU 3 contra FU 3 tira un dado de placaje, y salió «Defensor derribado».',
      },
      push: {
        do: 'Elige la casilla a la que se empuja al orco.',
        done: 'El orco es empujado una casilla en línea desde el Blitzer y derribado.',
      },
      follow: {
        do: 'Sigue al orco a la casilla que ha dejado.',
        done: 'Su armadura aguantó (2 + 3 = 5 no supera AR 9), así que solo está tumbado. Un jugador tumbado no tiene zona de defensa.',
      },
      moveOn: {
        do: 'Avanza una casilla más, junto al orco caído o más allá.',
        done: 'Sin esquiva: el orco está tumbado, así que no tiene zona de defensa. Un Blitzer puede usar tras el placaje lo que le queda de movimiento.',
      },
    },
    end: 'El orco está tumbado y tu Blitzer ha seguido. Haz una blitz para quitar a un jugador de en medio y sigue: hacia el espacio libre o junto a tu portador.',
  },
  goForIt: {
    title: '7. A por todas',
    summary: 'Corre más allá de tu movimiento: cada casilla extra es una tirada de 2+.',
    steps: {
      declare: {
        do: 'Tu Línea #9 Lantern 9 no tiene rivales al lado. Elige «Mover a …» para #9 Lantern 9.',
        done: 'Puede moverse hasta su MO: 6 casillas.',
      },
      run: {
        do: 'Muévelo seis casillas hacia la zona de anotación de la derecha (cada casilla más a la derecha que la anterior).',
        done: 'Seis casillas, sin tirada: las casillas libres solo cuestan movimiento. Ha gastado su MO.',
      },
      gfi: {
        do: 'Ve a por todas: una casilla más a la derecha.',
        done: 'Un jugador puede ir hasta dos casillas más allá de su MO, «a por todas»: cada una pide una tirada de 2+, sea cual sea su AG. Sacó un 2 y lo consiguió. Con un 1 habría caído en la casilla a la que entró y tu turno habría terminado; una segunda oportunidad del equipo puede repetir la tirada.',
      },
    },
    end: 'Tu Línea ha corrido 7 casillas. Ir a por todas gana terreno con poco riesgo; guárdalo para cuando la casilla extra importe, como el último paso a la zona de anotación.',
  },
  handOff: {
    title: '8. La entrega',
    summary: 'Lleva a un Lanzador junto a un Receptor y entrégale el balón.',
    steps: {
      declare: {
        do: 'Tu Lanzador #5 Lantern 5 lleva el balón. Elige «Entregar con …» para #5 Lantern 5.',
        done: 'Una acción de Entrega: el jugador puede moverse antes y después dar el balón a un compañero en pie que tenga al lado. Un equipo puede hacer una entrega por turno.',
      },
      approach: {
        do: 'Llévalo junto a tu Receptor: casilla a casilla hasta 8, 8.',
        done: 'Dos casillas libres. El Receptor en 9, 8 está ahora a su lado.',
      },
      handOff: {
        do: 'Entrega el balón a tu Receptor #7 Lantern 7.',
        done: 'Una entrega no pide tirada de pase; el receptor atrapa con +1, así que 3+ con AG 3. Sacó un 3 y tiene el balón. Una entrega que se cae rebota y es un cambio de turno.',
      },
    },
    end: 'El Receptor tiene el balón. Una entrega es más segura que un pase, pero solo llega a un compañero que esté al lado.',
  },
  foul: {
    title: '9. La falta',
    summary: 'Patea a un orco en el suelo: una tirada de armadura, con el riesgo de una expulsión.',
    steps: {
      declare: {
        do: 'El orco en 12, 8 está tumbado junto a tu Línea #9 Lantern 9. Elige «Falta con …» para #9 Lantern 9.',
        done: 'Una acción de Falta: el jugador puede moverse antes y después cometer falta sobre un rival tumbado a su lado. Un equipo puede cometer una falta por turno.',
      },
      foul: {
        do: 'Comete falta sobre el orco: haz clic en él.',
        done: 'Una falta es una tirada de armadura contra la víctima, +1 por cada compañero tuyo a su lado libre de otras zonas de defensa, aquí Lantern 10 en 13, 8: 4 + 5 + 1 = 10 supera AR 9. La tirada de heridas 3 + 5 = 8 lo dejó inconsciente. Un doble en la tirada de armadura o de heridas habría expulsado a tu Línea, y eso acaba tu turno.',
      },
    },
    end: 'El orco ha salido del campo inconsciente; en cada patada inicial puede volver. Las faltas merman al otro equipo, pero cada doble te cuesta al jugador que la comete.',
  },
  setUp: {
    title: '10. El despliegue',
    summary: 'Despliega para una patada inicial: tres en la línea de scrimmage, como mucho dos en cada banda.',
    steps: {
      line: {
        do: 'Tu equipo patea, así que despliegas primero, en tu propia mitad. Hay ocho Lanterns colocados y ninguno en la línea de scrimmage (columna 13, junto a la línea central). Pulsa allí una casilla resaltada y coloca a uno de tus Línea.',
        done: 'Tres jugadores deben estar en la línea y te quedaban tres por colocar, así que solo se ofrecían casillas de la línea. Las dos bandas (filas 1-4 y 12-15) ya tienen dos Lanterns, el máximo, así que sus casillas tampoco se ofrecían. Los Línea van a la línea: allí llegan los primeros placajes.',
      },
      more: {
        do: 'Coloca también a tus otros dos Línea en la línea.',
        done: 'Hay once Lanterns en el campo, tres de ellos en la línea. Un equipo despliega tantos jugadores como puede, hasta 11; los demás esperan en la reserva.',
      },
      done: {
        do: 'Elige «Despliegue listo».',
        done: 'El equipo que patea despliega primero. Ahora el equipo receptor despliega en su mitad, viendo dónde están tus jugadores.',
      },
    },
    end: 'Tu despliegue está listo. Desplegarás así en cada parte y tras cada touchdown: antes, todos los jugadores del campo vuelven a la reserva.',
  },
  kickOff: {
    title: '11. La patada inicial',
    summary: 'Patea el balón a la otra mitad: se desvía, rebota y un orco lo atrapa.',
    steps: {
      kick: {
        do: 'Los dos equipos están desplegados y tu equipo patea. Patea a la casilla 21, 8, en medio de la mitad de los orcos: pulsa en ella.',
        done: 'Una patada se desvía una vez desde la casilla elegida: un d8 para la dirección, un d6 para la distancia. Fue 3 casillas hacia delante, a 24, 8, una casilla vacía, así que rebotó una casilla (otro d8) sobre el Lanzador orco en 23, 8. Un jugador de pie donde cae el balón debe intentar atraparlo: necesitaba 4+ (AG 3) y sacó un 4. Si el balón hubiera salido de su mitad o del campo, habría sido un touchback: su entrenador se lo da a cualquiera de sus jugadores de pie.',
      },
    },
    end: 'Los orcos tienen el balón y juegan el primer turno de la serie: el equipo receptor siempre mueve primero. Patea largo para alejar el balón de tu zona de anotación, pero no tanto que salga del campo.',
  },
  turnover: {
    title: '12. El cambio de turno',
    summary: 'Una esquiva falla sin segundas oportunidades: el jugador cae y tu turno se acaba.',
    steps: {
      declare: {
        do: 'A tu equipo no le quedan segundas oportunidades. Tu Línea #9 Lantern 9 está junto a un orco, y #10 Lantern 10 aún no ha actuado. Elige «Mover a …» para #9 Lantern 9.',
        done: 'La misma esquiva que en la primera lección: 3+ para salir de la zona de defensa del orco.',
      },
      dodge: {
        do: 'Muévelo a la casilla 10, 8.',
        done: 'Sacó un 1, que siempre falla, y no había segunda oportunidad: cayó en 10, 8. Su armadura aguantó (3 + 4 = 7 no supera AR 8), así que solo queda tumbado. Que caiga un jugador del equipo que actúa es un cambio de turno: tu turno acabó en el acto y empezó el de los orcos.',
      },
    },
    end: 'Lantern 10 ya no pudo actuar este turno. Blood Bowl gira en torno a los cambios de turno: haz primero las acciones seguras y al final las arriesgadas.',
  },
  interception: {
    title: '13. La intercepción',
    summary: 'Pasa por encima de un rival: puede intentar atrapar el balón antes que tu Receptor.',
    steps: {
      declare: {
        do: 'Tu Lanzador #5 Lantern 5 tiene el balón; tu Receptor #7 Lantern 7 está seis casillas por delante, y entre ellos hay un orco. Elige «Pasar con …» para #5 Lantern 5.',
        done: 'El lanzador puede moverse antes; esta vez lanza desde donde está.',
      },
      throw: {
        do: 'Pasa a tu Receptor en 12, 8.',
        done: 'El orco estaba bajo la trayectoria del pase, así que antes de tirar el pase su entrenador le hizo intentar interceptarlo: un dado contra su AG con -2, aquí 6+. Sacó un 5 y falló. Después, el pase: seis casillas son un pase corto, 4+, y el Lanzador sacó un 4; el Receptor lo atrapó con un 3 (3+).',
      },
    },
    end: 'El Receptor tiene el balón. Si el orco lo hubiera interceptado, tendría el balón y tu turno habría acabado: un cambio de turno. Solo puede intentarlo un rival bajo la trayectoria, así que lanza rodeando a los rivales cuando puedas.',
  },
};
