// Spanish text of "Learn to play" (lesson list, lesson panel, the six lessons). Merged into es.ts
// under `lessons`; the same keys as lessons.en.ts. Terms from docs/i18n/glossary-es.md.
import type lessonsEn from './lessons.en';

const lessonsEs: typeof lessonsEn = {
  title: 'Aprende a jugar',
  intro: 'Lecciones cortas en un campo de verdad con los dados fijados, para cada juego. Cada una te dice qué hacer, lo comprueba y explica qué ha pasado.',
  listLabelOf: 'Lecciones de {game}',
  done: 'Hecha',
  notDone: 'Sin hacer',
  ui: {
    panel: 'Lección',
    step: 'Paso {n} de {total}',
    goOn: 'Bien. Sigue con este paso.',
    notThis: 'Eso no: no se ha aplicado nada. La lección pide esto:',
    happened: 'Qué ha pasado',
    dice: 'Dados tirados:',
    next: 'Siguiente',
    tryAgain: 'Repetir',
    readRule: 'Leer la regla',
    finished: 'Lección completada',
    backToList: 'Volver a las lecciones',
  },
  moving: {
    title: '1. Moverse y esquivar',
    summary: 'Corre con un Jack y esquiva para salir del alcance de un rival.',
    steps: {
      declare: {
        do: 'Tu Jack #3 Osei está junto a un Guardián rival. Selecciónalo (N) y declara Correr.',
        done: 'Correr gasta una de tus fichas de acción. El Jack puede moverse tantos hexágonos como su Movimiento y girar como quiera.',
      },
      move: {
        do: 'Corre al hexágono (-1, 2): elígelo en la lista de hexágonos y luego una orientación.',
        done: 'Salir de un hexágono junto a un rival que te mira exige una prueba de esquivar: tus dados menos uno por la amenaza, y hacía falta un éxito. El Jack lo logró y siguió corriendo.',
      },
    },
    end: 'Tu Jack esquivó y está en (-1, 2). Salir de cada hexágono amenazado cuesta una prueba de esquivar.',
  },
  pickUp: {
    title: '2. Recoger la bola',
    summary: 'Lleva a un Striker hasta la bola suelta y recógela.',
    steps: {
      declare: {
        do: 'Selecciona a tu Striker #6 Halloran y declara Correr.',
        done: 'Solo los Jacks y los Strikers pueden recoger la bola; si un Guardián entra en su hexágono, la bola se dispersa.',
      },
      move: {
        do: 'Corre hasta la bola en (-1, 0) y elige una orientación.',
        done: 'Entrar en el hexágono de la bola exige una prueba de recoger: hacía falta un éxito, y un Striker tira un dado más. Tiene la bola y su movimiento termina ahí.',
      },
    },
    end: 'Tu Striker tiene la bola. Si hubiera fallado, la bola se habría dispersado y tu turno habría terminado.',
  },
  strike: {
    title: '3. Lanzar y un Strike',
    summary: 'Lanza al hexágono de Strike desde la zona de Strike y puntúa.',
    steps: {
      declare: {
        do: 'Tu Striker #6 Halloran tiene la bola dentro de la zona de Strike del fondo. Declara Lanzar y quédate donde está.',
        done: 'Antes de lanzar se puede mover, pero moverse cuesta un dado; quedarse quieto no pierde ninguno.',
      },
      throw: {
        do: 'Lanza al hexágono de Strike (10, 0), el de la punta del campo.',
        done: 'Un lanzamiento al hexágono de Strike tiene un dado menos. Un éxito puntúa: desde esta zona del fondo un Strike vale 3 puntos. El turno termina y se lanza la bola para el otro equipo.',
      },
    },
    end: '¡Strike! Ganas 3-0. Un Strike fallado se habría dispersado desde el hexágono de Strike.',
  },
  slam: {
    title: '4. Golpes',
    summary: 'Ponte junto a un rival, golpéalo, empújalo y síguelo.',
    steps: {
      declare: {
        do: 'Selecciona a tu Guardián #1 Vance, declara Golpear y muévete a (0, 0), junto al Jack goblin #4 Zit, mirándolo («Mirar al E»).',
        done: 'Un golpe puede dar antes un paso. Ponerse junto al objetivo en esta acción da un dado más, y un Guardián suma otro.',
      },
      target: {
        do: 'Golpea al Jack goblin #4 Zit.',
        done: 'El Jack eligió contraatacar: los dos tiraron y ganan más éxitos. Tu Guardián ganó, así que el Jack cae.',
      },
      push: {
        do: 'Empújalo a (2, 0), justo en dirección contraria a tu Guardián.',
        done: 'El ganador elige adónde se empuja al perdedor: un hexágono más lejos de él.',
      },
      follow: {
        do: 'Síguelo al hexágono que ha dejado libre.',
        done: 'Tu Guardián lo siguió. El Jack cayó e hizo su prueba de armadura: la superó, así que solo queda en el suelo.',
      },
    },
    end: 'El Jack goblin está en el suelo. Un jugador caído tiene que levantarse antes de poder hacer otra cosa.',
  },
  launch: {
    title: '5. El lanzamiento y los rebotes en la pared',
    summary: 'Mira cómo entra la bola en el campo y rebota en una pared.',
    steps: {
      setup: {
        do: 'Tus jugadores ya están colocados. Termina tu despliegue; el otro entrenador termina el suyo y se lanza la bola.',
        done: 'La bola entra por la columna central. Un 6 la manda más allá del último logo hasta la pared del fondo; un segundo dado la deja en uno de los dos hexágonos de al lado.',
      },
      guard: {
        do: 'Selecciona a tu Guardián #1 Vance, declara Correr y entra en la bola en (-2, 5).',
        done: 'Un Guardián nunca recoge la bola: se dispersa. Un dado da la dirección y otro la distancia. Chocó con la pared, rebotó y se paró en (-2, 4); el rebote cuenta como un hexágono.',
      },
    },
    end: 'La bola está en (-2, 4). Las paredes nunca la paran: rebota y sigue.',
  },
  coachDice: {
    title: '6. Dados de entrenador y la regla (123)',
    summary: 'Dos esquivas en un movimiento: la segunda necesita dos éxitos. Usa un dado de entrenador.',
    steps: {
      declare: {
        do: 'Selecciona a tu Jack #3 Osei, declara Correr y elige el hexágono (-1, 2). Los dos caminos pasan por dos hexágonos amenazados.',
        done: 'Antes de cada tirada se te pregunta cuántos dados de entrenador añades. En esta lección tienes 2.',
      },
      first: {
        do: 'La primera esquiva necesita un éxito. No añadas ningún dado de entrenador.',
        done: 'La primera esquiva salió con los dados del equipo. El movimiento se detuvo tras la tirada.',
      },
      on: {
        do: 'Sigue hasta (-1, 2).',
        done: 'La segunda esquiva de una acción necesita dos éxitos: es la regla (123), que se cuenta para cada tipo de prueba.',
      },
      second: {
        do: 'Añade un dado de entrenador a esta segunda esquiva.',
        done: 'Con el dado de entrenador el Jack tiró un dado más y sacó los dos éxitos. Un dado de entrenador gastado se pierde para el partido.',
      },
    },
    end: 'Tu Jack superó las dos esquivas y te queda un dado de entrenador.',
  },
  snatch: {
    title: '7. El robo',
    summary: 'Corre por detrás del portador rival y quítale la bola de las manos.',
    steps: {
      declare: {
        do: 'El Jack goblin #4 Zit lleva la bola en (1, 0), de espaldas a tu Striker #6 Halloran. Selecciona a Halloran y declara Robar.',
        done: 'Un Striker puede hacer una carrera entera antes de robar; un Jack, solo un paso.',
      },
      move: {
        do: 'Corre a (0, 0), justo detrás de Zit, mirándolo («Mirar al E»).',
        done: 'El portador debe estar en uno de tus tres hexágonos amenazados, delante de ti. Al llegar por detrás no estás en ninguno de los suyos, así que no puede contraatacar: solo puede agacharse.',
      },
      target: {
        do: 'Róbale la bola a Zit.',
        done: 'Halloran tiró su Velocidad, 4+: 3 dados y 1 más por ser Striker, 3 éxitos. Zit se agachó con su Velocidad, 3+: 3 dados, 1 éxito. Al menos el doble es un robo espectacular: Halloran se queda la bola. Una victoria simple solo la suelta, y rebota.',
      },
    },
    end: 'Halloran tiene la bola. Roba por detrás cuando puedas: un Jack que te ve venir puede golpearte en su lugar (un Striker solo puede agacharse).',
  },
  pass: {
    title: '8. El pase a un compañero',
    summary: 'Lanza la bola a un compañero que te mira; la atrapa y tu turno sigue.',
    steps: {
      declare: {
        do: 'Tu Striker #6 Halloran tiene la bola; tu Jack #3 Osei está tres hexágonos por delante, mirándolo. Selecciona a Halloran, declara Lanzar y quédate donde está.',
        done: 'Un pase va a un Jack o un Striker en los hexágonos delanteros del lanzador que mire al lanzador, sin ningún jugador en pie en medio.',
      },
      throw: {
        do: 'Pasa la bola a Osei.',
        done: 'El lanzamiento es una prueba de Habilidad con dados según la distancia (3 dados hasta 3 hexágonos, 2 hasta 6, 1 hasta 9), uno más por ser Striker: 4 dados, 2 éxitos. El receptor tira un dado por cada éxito del lanzamiento: Osei tiró 2 dados y necesitaba un éxito. La atrapó.',
      },
    },
    end: 'Osei tiene la bola y tu turno sigue. Una recepción fallida dispersa la bola desde el receptor, y tu turno acaba salvo que la atrape un compañero; una recepción con dos éxitos le da una carrera o un lanzamiento gratis.',
  },
  sprint: {
    title: '9. El sprint',
    summary: 'Esprinta el doble que al correr, siempre que vayas en línea recta.',
    steps: {
      declare: {
        do: 'Tu Jack #3 Osei está en (-4, 0), mirando al fondo del campo. Selecciónalo y declara Sprint.',
        done: 'Correr avanza hasta el Movimiento (5 en un Jack) y gira gratis. Un Sprint avanza hasta el doble del Movimiento, pero solo al hexágono de delante, y cada giro de 60° cuesta un hexágono.',
      },
      move: {
        do: 'Esprinta en línea recta hasta (6, 0), diez hexágonos más allá, y elige «Mirar al E».',
        done: 'Diez hexágonos en línea recta y ninguna tirada: corriendo se habría parado en (1, 0). Un giro al final habría sido un undécimo hexágono. Más allá de su movimiento un jugador aún puede intentar sprints extra, un hexágono por cada prueba de Velocidad superada, cada una con un éxito más que la anterior.',
      },
    },
    end: 'Osei cruzó el campo en una sola acción. Esprinta cuando el camino sea recto; corre cuando tengas que sortear rivales.',
  },
  standUp: {
    title: '10. Levantarse',
    summary: 'Un jugador caído se levanta con una prueba de Velocidad; una espectacular le da una acción gratis.',
    steps: {
      declare: {
        do: 'Tu Jack #3 Osei está en el suelo en (0, 0). Selecciónalo y declara «Levantarse».',
        done: 'Levantarse es una prueba de Velocidad: 3 dados a 4+ para un Jack, hace falta un éxito. Osei sacó dos, el doble de lo necesario: se levanta de forma espectacular.',
      },
      face: {
        do: 'Elige hacia dónde mira, por ejemplo «Mirar al E».',
        done: 'Un jugador que se levanta mira hacia donde quiera su entrenador. Tras levantarse de forma espectacular recibe además una acción gratis, de cualquier tipo salvo un Sprint.',
      },
      free: {
        do: 'Toma «Correr gratis».',
        done: 'Una acción gratis no cuesta ninguna ficha de acción, y se toma en el acto o se pierde.',
      },
      run: {
        do: 'Corre a (1, 0).',
        done: 'Osei se levantó y corrió de una vez, y tu equipo solo gastó la ficha de levantarse: quedan 4.',
      },
    },
    end: 'Osei está en pie y corriendo. Si no consigue levantarse, sigue en el suelo: un jugador caído no puede hacer nada más hasta que se levante.',
  },
  freeStrike: {
    title: '11. Una recepción y un Strike gratis',
    summary: 'Pasa a un Striker en la zona de Strike; una recepción espectacular le da un lanzamiento gratis.',
    steps: {
      declare: {
        do: 'Tu Striker #6 Halloran tiene la bola; tu Striker #7 Sato está en la zona de Strike del fondo, tres hexágonos por delante, mirándolo. Selecciona a Halloran, declara Lanzar y quédate donde está.',
        done: 'Sato mira a Halloran, así que puede recibir un pase.',
      },
      pass: {
        do: 'Pasa la bola a Sato.',
        done: 'Halloran tiró 4 dados (3 por la distancia, 1 por ser Striker): 2 éxitos. Sato tiró un dado por cada éxito y uno más por ser Striker: 3 dados, 2 éxitos donde hacía falta uno. Una recepción espectacular da una carrera o un lanzamiento gratis.',
      },
      free: {
        do: 'Toma «Lanzar gratis».',
        done: 'Una acción gratis no cuesta ninguna ficha de acción; se toma en el acto o se pierde.',
      },
      turn: {
        do: 'Sato sigue mirando a Halloran. Elige su propio hexágono (7, 0) y «Mirar al E»: gira donde está, hacia el hexágono de Strike.',
        done: 'Girar no cuesta nada en el movimiento del lanzamiento, pero lanzar tras moverse o girar tiene un dado menos.',
      },
      strike: {
        do: 'Lanza al hexágono de Strike (10, 0).',
        done: '3 dados, +1 por ser Striker, -1 al hexágono de Strike, -1 por el giro: 2 dados, 1 éxito. Desde esta zona del fondo un Strike vale 3 puntos. El turno termina y se lanza la bola para el otro equipo.',
      },
    },
    end: '¡Strike! 3-0 con una sola ficha de acción: el lanzamiento gratis no costó ninguna. Sato tenía que mirar a Halloran para recibir el pase, así que el giro y su dado perdido fueron el precio de la recepción.',
  },
};

export default lessonsEs;
