import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { setLanguage } from '../i18n';
import { sound } from '../sound/player';
import type { RequestOf } from '../../shared/ipc/contract';
import type { Settings } from '../../shared/settings';
import { callIpc } from './ipc';

export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings | undefined>();
  /** Bumped after each successful save so the screen can announce it. */
  const savedCount = ref(0);

  async function load(): Promise<void> {
    settings.value = (await callIpc((api) => api.settings.get())) ?? settings.value;
  }

  async function update(patch: RequestOf<'settings:set'>): Promise<boolean> {
    const next = await callIpc((api) => api.settings.set(patch));
    if (!next) return false;
    settings.value = next;
    savedCount.value += 1;
    return true;
  }

  // The language applies the moment it is known or changed, everywhere: vue-i18n's locale is
  // reactive, so every screen, the arena's texts and the log re-word themselves.
  watch(
    () => settings.value?.language,
    (language) => {
      if (language) setLanguage(language);
    },
    { immediate: true },
  );

  // Sound on/off and its volume apply at once too.
  watch(
    () => [settings.value?.sound, settings.value?.volume] as const,
    ([on, volume]) => {
      if (on !== undefined && volume !== undefined) sound.configure({ enabled: on, volume });
    },
    { immediate: true },
  );

  return { settings, savedCount, load, update };
});
