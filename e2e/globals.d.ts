import type { RushlineApi } from '../src/shared/ipc/client';

declare global {
  interface Window {
    readonly rushline: RushlineApi;
  }
}
