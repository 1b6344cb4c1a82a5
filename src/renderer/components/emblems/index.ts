export { EMBLEM_COMPONENTS } from './registry';
export { default as TeamEmblem } from './TeamEmblem.vue';
