// Compiles src/shared/ipc/client.ts for the browser so the page builds
// window.rushline with the very factory the preload uses.
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

export const BINDING = '__rushlineInvoke';

let cached: string | undefined;

export function bridgeScript(): string {
  cached ??= buildSync({
    stdin: {
      contents: `
        import { createRushlineApi } from './src/shared/ipc/client';
        const invoke = (channel, payload) => window.${BINDING}(channel, payload);
        Object.defineProperty(window, 'rushline', {
          value: createRushlineApi(invoke),
          writable: false,
          configurable: false,
        });
      `,
      resolveDir: resolve('.'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
  }).outputFiles[0]!.text;
  return cached;
}
