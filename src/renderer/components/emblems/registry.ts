// One drawn emblem per id in EMBLEMS (src/shared/games/dreadball/teams/validate.ts).
import type { Component } from 'vue';
import EmblemBolt from './EmblemBolt.vue';
import EmblemComet from './EmblemComet.vue';
import EmblemCrown from './EmblemCrown.vue';
import EmblemFang from './EmblemFang.vue';
import EmblemGear from './EmblemGear.vue';
import EmblemHex from './EmblemHex.vue';
import EmblemShield from './EmblemShield.vue';
import EmblemSkull from './EmblemSkull.vue';
import EmblemStar from './EmblemStar.vue';
import EmblemWing from './EmblemWing.vue';

export const EMBLEM_COMPONENTS: Readonly<Record<string, Component>> = {
  bolt: EmblemBolt,
  star: EmblemStar,
  skull: EmblemSkull,
  crown: EmblemCrown,
  fang: EmblemFang,
  gear: EmblemGear,
  comet: EmblemComet,
  shield: EmblemShield,
  hex: EmblemHex,
  wing: EmblemWing,
};
