import { defineStore } from 'pinia';
import { computed, ref } from 'vue';

export const screens = ['menu', 'new-match', 'load-match', 'teams', 'settings', 'match', 'rules'] as const;
export type Screen = (typeof screens)[number];

export const useNavigation = defineStore('navigation', () => {
  const history = ref<Screen[]>(['menu']);
  /** The screen we just came back from, so the menu can put focus back on its button. */
  const cameFrom = ref<Screen | undefined>();

  const current = computed<Screen>(() => history.value.at(-1) ?? 'menu');
  const canGoBack = computed(() => history.value.length > 1);

  function go(screen: Screen): void {
    if (screen === current.value) return;
    cameFrom.value = undefined;
    history.value.push(screen);
  }

  function back(): void {
    if (!canGoBack.value) return;
    cameFrom.value = history.value.pop();
  }

  return { current, canGoBack, cameFrom, go, back };
});
