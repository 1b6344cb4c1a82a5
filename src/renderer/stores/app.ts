import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ResponseOf } from '../../shared/ipc/contract';
import { callIpc } from './ipc';

export const useAppStore = defineStore('app', () => {
  const info = ref<ResponseOf<'app:info'> | undefined>();

  async function load(): Promise<void> {
    info.value = (await callIpc((api) => api.app.info())) ?? info.value;
  }

  async function quit(): Promise<void> {
    if ((await callIpc((api) => api.app.quit())) === null) window.close();
  }

  return { info, load, quit };
});
