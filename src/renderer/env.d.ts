/// <reference types="vite/client" />
import type { RushlineApi } from '../shared/ipc/client';

declare global {
  interface Window {
    /** Exposed by the preload (or the e2e harness); the renderer's only IPC door. */
    readonly rushline: RushlineApi;
  }
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
