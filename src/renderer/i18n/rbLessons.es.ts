// Texto en español de las lecciones de Rülerball de «Aprende a jugar» (ver rbLessons.en.ts).
export default {
  moving: {
    title: '1. Velocidad y movimiento',
    summary: 'Acelera a un patinador y mira cómo lo frena una casilla controlada por un rival.',
    steps: {
      move: {
        do: 'Tu patinador #2 Vel Okoro va a velocidad 3. Súbela a 5: haz clic en la casilla iluminada del anillo 2, sector 4, y elige velocidad 5.',
        done: 'Cada turno la velocidad de una figura es la del turno anterior más o menos hasta su aceleración (3), de 0 a su velocidad máxima (8), y avanza exactamente esas casillas, en sentido antihorario. Pero el patinador rival #11 Gorm Hatcher controla la casilla de delante y las dos diagonales de delante. Entrar en una acaba el movimiento en el acto: Vel se paró tras 3 casillas, así que su velocidad este turno es 3.',
      },
    },
    end: 'Vel está en el anillo 2, sector 4. Patinadores y receptores controlan las tres casillas de delante; elige tu velocidad para no meterte en ellas.',
  },
  fielding: {
    title: '2. Atrapar la bola',
    summary: 'Lleva a un receptor hasta la bola que disparó el cañón y atrápala.',
    steps: {
      field: {
        do: 'La bola del cañón rueda suelta justo delante de tu receptor #7 Lune Arbel. Muévelo a su casilla a velocidad 1 (anillo 2, sector 5).',
        done: 'Un receptor que entra en la casilla de una bola suelta puede atraparla: un dado contra su habilidad, 3+ para un receptor. Sacó un 3 y tiene la bola. Una bola fresca, que nadie ha tenido desde que la disparó el cañón, solo la pueden atrapar los receptores; un patinador o un motorista en su camino debe esquivarla o cae derribado.',
      },
    },
    end: 'Lune tiene la bola y el sector 5 queda marcado. Tu equipo activa la bola al llevarla una vuelta entera en sentido antihorario de vuelta al sector 5; solo entonces ataca y puede tirar.',
  },
  handOff: {
    title: '3. La entrega',
    summary: 'Pasa la bola de un receptor a un patinador: solo los patinadores marcan.',
    steps: {
      handOff: {
        do: 'Tu receptor #7 Lune Arbel tiene la bola y tu patinador #2 Vel Okoro está justo delante de él, un anillo más afuera. Solo un patinador puede marcar: elige un movimiento de Lune que le entregue la bola a Vel (su botón dice «entregando la bola a #2 Vel Okoro»).',
        done: 'Un receptor puede entregar la bola a un patinador de su equipo junto al que pasa o se para: la tirada de habilidad del patinador (4+) con +2, así que 2+. Vel sacó un 2 y tiene la bola. Si falla, la bola cae en la casilla del patinador. Solo entregan los receptores, y solo a patinadores.',
      },
    },
    end: 'Vel tiene la bola. Una entrega dentro del equipo mantiene la cuenta de la vuelta.',
  },
  assault: {
    title: '4. El asalto',
    summary: 'En el combate, golpea al patinador rival que tienes al lado.',
    steps: {
      assault: {
        do: 'Todas las figuras se han movido: es el paso de combate. Tu patinador #2 Vel Okoro está junto al patinador rival #11 Gorm Hatcher. Asáltalo: haz clic en Gorm.',
        done: 'Cada bando tira 2d6 más su fuerza (3 cada uno; +1 al atacante si este turno fue más rápido): 6 + 5 + 3 = 14 contra 3 + 3 + 3 = 9. Un margen de 5 es un golpe sólido: Gorm cae derribado. Su tirada de armadura 4 + 5 = 9 supera su armadura 8, así que siguió una tirada de heridas: 3 + 4 = 7, aturdido.',
      },
    },
    end: 'Gorm está aturdido: deja la pista 3 minutos en el banco de descanso. Un margen de 1-2 solo empuja al defensor, 3-5 lo derriba, 6 o más además lo hiere; 0 o menos falla, -3 o menos es un contragolpe contra el atacante.',
  },
  shot: {
    title: '5. El tiro',
    summary: 'Tira a puerta con la bola activada.',
    steps: {
      shoot: {
        do: 'Tu patinador #2 Vel Okoro tiene la bola activada en la boca de tu portería (anillo 4, sector 1). Es el paso de tiro: tira.',
        done: 'Un tiro son 2d6 contra 4, +1 por cada defensor en pie en la boca, +1 desde fuera de la boca. Vel sacó 1 + 3 = 4: gol. El reloj se para y la pista se recoloca; el equipo que encajó recibe la siguiente bola.',
      },
    },
    end: '¡Gol! 1-0. Un tiro fallado rueda a la cuneta: la bola muere, y la pista también se recoloca. Gana el equipo con más goles tras tres periodos.',
  },
  tow: {
    title: '6. El remolque',
    summary: 'Un patinador se deja remolcar por el motorista de su equipo y acaba a velocidad máxima.',
    steps: {
      tow: {
        do: 'Tu motorista #9 Rook Halder va a velocidad 4 y tu patinador #2 Vel Okoro está justo detrás de él en el mismo anillo. Sube a Rook a velocidad 8 y remolca a Vel: elige la casilla iluminada del anillo 3, sector 2, y luego el movimiento que dice «remolcando a #2 Vel Okoro».',
        done: 'Un patinador o receptor justo detrás de un motorista de su equipo puede agarrarse cuando el motorista se mueve: el motorista avanza como mucho 10 y nunca cambia de anillo, y el remolcado acaba justo detrás de él. Los dos cuentan como movidos, y la velocidad del remolcado pasa a ser su máxima, 8: de 2 a 8 en un turno, mucho más de lo que permite su aceleración de 3.',
      },
    },
    end: 'Vel sigue a velocidad 8 justo detrás de Rook. Los motoristas nunca tocan la bola, pero un remolque lleva lejos y rápido a un patinador, o al portador. Agarrarse a un motorista rival va contra las reglas: los árbitros pueden verlo.',
  },
  referees: {
    title: '7. Los árbitros',
    summary: 'Rompe una regla y mira cómo los árbitros mandan a tu patinador al banquillo.',
    steps: {
      assault: {
        do: 'En el combate, tu patinador #2 Vel Okoro está junto al motorista rival #18 Hask Vell. Asaltar a un motorista va contra las reglas, pero el juego te deja intentarlo: asáltalo (haz clic en Hask).',
        done: 'Vel golpeó fuerte: 3 + 3 + 3 = 9 contra 3 + 3 = 6 del motorista (un motorista no suma fuerza), un golpe sólido. El motorista cayó y su armadura aguantó (3 + 3 = 6, no supera 9). Pero dos árbitros tiran un dado cada uno y ven una acción arriesgada con 5 o más: uno sacó un 6. Vel va al banquillo de castigo 3 minutos.',
      },
    },
    end: 'Vel está en el banquillo de castigo: tu equipo juega con un patinador menos durante 3 minutos. Las acciones arriesgadas (asaltar a un motorista o a una figura caída, demasiadas figuras paradas, un motorista en la boca de gol …) se ofrecen, nunca se prohíben, y el botón dice lo probable que es que los árbitros las vean. Una segunda falta contra la misma regla deja a la figura fuera el resto del periodo.',
  },
  activation: {
    title: '8. La vuelta de activación',
    summary: 'Lleva la bola una vuelta entera hasta donde se atrapó y tu equipo pasa a atacar.',
    steps: {
      carry: {
        do: 'Tu receptor #7 Lune Arbel tiene la bola. Tu equipo la atrapó en el sector 4 y desde entonces la ha llevado once sectores (la barra de estado dice «Activación: … 11 de 12»). Mueve a Lune hasta el sector 4: pulsa una casilla allí.',
        done: 'La bola cruzó con tu equipo su duodécima línea de sector y volvió al sector donde se atrapó: una vuelta entera, así que queda activada. Ahora tu equipo ataca y el otro defiende. Las entregas dentro de tu equipo conservan la cuenta; si un rival hubiera tomado la bola, su equipo habría marcado su propio sector y empezado su propia cuenta.',
      },
    },
    end: 'Tu equipo ataca. Tiene tres vueltas (36 sectores) para llevar a un patinador con la bola a los anillos 3-4 de tu sector de gol (sector 1) y tirar; después la bola muere. La barra de estado cuenta los sectores.',
  },
  screen: {
    title: '9. La pantalla',
    summary: 'Defiende la portería que ataca el rival: tus figuras paradas en ese sector de gol no cuentan como detenidas.',
    steps: {
      stop: {
        do: 'Los Bruisers atacan: su patinador #14 Fen Wicke lleva la bola hacia la portería que atacan, en el sector 7. Dos de tus figuras ya están paradas (velocidad 0) en los sectores 11 y 12, lo máximo que un equipo puede tener sin riesgo. Tu patinador #2 Vel Okoro está en el sector 7: detenlo allí a velocidad 0 (pulsa su propia casilla).',
        done: 'Vel está parado delante de la portería y los árbitros no tienen nada que ver. Los patinadores y receptores de la defensa en el sector de gol que ataca el rival forman la pantalla (hasta 5 patinadores y 2 receptores), y la pantalla no cuenta como parada. En cualquier otro sitio, una tercera figura a velocidad 0 es un acto arriesgado, y su botón habría mostrado la probabilidad de que los árbitros lo vean.',
      },
    },
    end: 'Vel hace pantalla ante la portería. Si el portador sale del sector 7 sin tirar, tu pantalla debe seguir adelante y no puede volver a formarse hasta que la bola haya dado otra vuelta hasta el sector 7.',
  },
};
