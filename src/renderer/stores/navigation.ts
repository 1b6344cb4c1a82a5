import { defineStore } from 'pinia';
import { computed, ref } from 'vue';

export const screens = ['menu', 'new-match', 'load-match', 'teams', 'settings', 'match', 'bloodbowl-match', 'rulerball-match', 'rules', 'lessons', 'leagues', 'league-create', 'league'] as const;
export type Screen = (typeof screens)[number];

export const useNavigation = defineStore('navigation', () => {
  const history = ref<Screen[]>(['menu']);
  /** The screen we just came back from, so the menu can put focus back on its button. */
  const cameFrom = ref<Screen | undefined>();
  /** Where in the screen to open (a section id), e.g. the rules at their odds section. */
  const section = ref<string | undefined>();

  const current = computed<Screen>(() => history.value.at(-1) ?? 'menu');
  const canGoBack = computed(() => history.value.length > 1);

  function go(screen: Screen, at?: string): void {
    if (screen === current.value) return;
    cameFrom.value = undefined;
    section.value = at;
    history.value.push(screen);
  }

  function back(): void {
    if (!canGoBack.value) return;
    cameFrom.value = history.value.pop();
  }

  /** Back to the main menu, through the screens in between (so each leaves as Back would leave it). */
  function home(): void {
    while (canGoBack.value && current.value !== 'menu') back();
  }

  return { current, canGoBack, cameFrom, section, go, back, home };
});
