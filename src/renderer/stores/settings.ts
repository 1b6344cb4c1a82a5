import { defineStore } from 'pinia';
import { ref } from 'vue';
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

  return { settings, savedCount, load, update };
});
