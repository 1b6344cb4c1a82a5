import type { MessageSchema } from './en';
import teamsEs from './teams.es';
import matchEs from './match.es';
import lessonsEs from './lessons.es';
import bbLessonsEs from './bbLessons.es';
import rbLessonsEs from './rbLessons.es';
import loadEs from './load.es';
import bloodbowlEs from './bloodbowl.es';
import loadGamesEs from './loadGames.es';
import bbcardEs from './bbcard.es';
import bbscreenEs from './bbscreen.es';
import bloodbowlTeamsEs from './bloodbowlTeams.es';
import rulerballEs from './rulerball.es';
import rulerballTeamsEs from './rulerballTeams.es';
import leagueEs from './league.es';
import problemsEs from '../../shared/problems/es';

// Every user-facing Spanish string in the renderer: the same keys as en.ts (the type enforces it).
const es: MessageSchema = {
  app: {
    name: 'Rushline',
    tagline: 'DreadBall, Blood Bowl y Rülerball en tu mesa: en la misma pantalla o contra el ordenador.',
    disclaimer:
      'Rushline es un proyecto no oficial hecho por aficionados. DreadBall es una marca de Mantic Games y Blood Bowl una marca de Games Workshop; Rülerball pertenece a sus autores. Rushline no está asociado con ninguno de ellos ni cuenta con su respaldo.',
    version: 'Versión {version}',
    windowTitle: 'Rushline',
    screenTitle: '{screen} · Rushline',
  },
  menu: {
    label: 'Menú principal',
    newMatch: 'Nuevo partido',
    continue: 'Continuar',
    continueUnavailable: 'Aún no hay partido que continuar',
    loadMatch: 'Cargar partido',
    teams: 'Equipos',
    settings: 'Ajustes',
    quit: 'Salir',
  },
  common: {
    back: 'Atrás',
    backHint: 'Esc vuelve atrás',
    dismiss: 'Cerrar',
  },
  newMatch: {
    title: 'Nuevo partido',
    emptyTitle: 'Aún no hay equipos entre los que elegir',
    emptyBody: 'Un partido necesita dos equipos. Crea o importa equipos primero y vuelve aquí para empezar.',
    goTeams: 'Ir a Equipos',
  },
  loadMatch: {
    title: 'Cargar partido',
    emptyTitle: 'Aún no hay partidos guardados',
    emptyBody: 'Los partidos que guardes aparecerán aquí, los más recientes primero.',
    ...loadEs,
  },
  teams: {
    title: 'Equipos',
    emptyTitle: 'Aún no hay equipos',
    emptyBody: 'Aquí aparecerán tus equipos y sus plantillas.',
    ...teamsEs,
  },
  settings: {
    title: 'Ajustes',
    language: 'Idioma',
    animationSpeed: 'Velocidad de animación',
    animationSpeeds: { normal: 'Normal', fast: 'Rápida', instant: 'Instantánea' },
    handover: 'Pasar la pantalla',
    handovers: { 'every-change': 'Cada vez que decide el otro entrenador', 'rush-start': 'Al empezar cada turno', never: 'Nunca: una pantalla compartida' },
    handoverHelp: 'Ninguno de los juegos oculta nada al otro entrenador, así que pasar la pantalla es una cortesía. Cada respuesta la sigue dando el entrenador al que le toca.',
    announce: 'Avisos para lector de pantalla',
    announcements: { results: 'Solo resultados', dice: 'Resultados y dados', all: 'Completo, con las opciones ofrecidas' },
    announceHelp: 'Lo que el partido dice a un lector de pantalla tras cada decisión: quién hizo qué y el resultado, los dados tirados y, como máximo, cada opción que ofrece la pregunta.',
    sound: 'Efectos de sonido',
    volume: 'Volumen',
    saved: 'Ajustes guardados.',
    loading: 'Cargando ajustes…',
    dataDir: 'Tus partidas y ajustes se guardan en:',
    rulesLink: 'Reglas y miniaturas de DreadBall, de Mantic Games',
    opensBrowser: '(se abre en tu navegador)',
  },
  arena: {
    label: 'La arena: campo, banquillos, jaulas, marcadores de turno y de tanteo',
    bench: 'BANQUILLO',
    cage: 'JAULA',
    rush: 'TURNO',
    lead: 'VENTAJA',
    home: 'LOCAL',
    away: 'VISITANTE',
    skipHint: 'Espacio salta la animación',
    odds: {
      rolls: '{n} tirada | {n} tiradas',
    },
    dice: {
      successes: '{n} éxito ({target}+) | {n} éxitos ({target}+)',
      rollOff: 'Tirada inicial: gana {team}',
      rollOffTie: 'Tirada inicial: empate, tirad otra vez',
      launch: 'Tirada de lanzamiento: {roll}',
      launchWall: 'Tirada de lanzamiento: 6, rebota en la pared del fondo',
      scatter: 'Desvío: {direction}, distancia {distance}',
      launchDie: 'lanzamiento',
      wallDie: 'pared',
      directionDie: 'dirección',
      distanceDie: 'distancia',
    },
    strike: '¡STRIKE! +{points}',
  },
  match: matchEs,
  bloodbowl: bloodbowlEs,
  loadGames: loadGamesEs,
  bbcard: bbcardEs,
  bbscreen: bbscreenEs,
  bloodbowlTeams: bloodbowlTeamsEs,
  rulerball: rulerballEs,
  rulerballTeams: rulerballTeamsEs,
  lessons: lessonsEs,
  bbLessons: bbLessonsEs,
  rbLessons: rbLessonsEs,
  league: leagueEs,
  problems: problemsEs,
  errors: {
    title: 'Algo ha salido mal',
    'invalid-payload': 'Rushline rechazó una petición porque sus datos no eran válidos.',
    'payload-too-large': 'Rushline rechazó una petición porque era demasiado grande.',
    'unknown-channel': 'Rushline recibió una petición de una acción que no conoce.',
    'forbidden-sender': 'Rushline ignoró una petición de una página que no es de confianza.',
    'forbidden-url': 'Rushline no abrirá ese enlace.',
    'bad-file': 'Hay un problema con el archivo que has elegido.',
    'not-found': 'Rushline no encontró lo que se pedía.',
    'io-error': 'Rushline no pudo leer ni escribir sus datos.',
    internal: 'Rushline tuvo un problema inesperado.',
    unreachable: 'Rushline no pudo comunicarse con su proceso en segundo plano.',
  },
};

export default es;
