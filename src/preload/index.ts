// The renderer's only door to the main process: one frozen object built from
// the shared contract. Raw ipcRenderer never crosses the bridge.
import { contextBridge, ipcRenderer } from 'electron';
import { createRushlineApi } from '../shared/ipc/client';

contextBridge.exposeInMainWorld(
  'rushline',
  createRushlineApi((channel, payload) => ipcRenderer.invoke(channel, payload)),
);
