import { isAbsolute, resolve } from 'node:path';

/** `RUSHLINE_DATA_DIR` (for tests and portable installs) wins over Electron's userData. */
export function resolveDataDir(env: NodeJS.ProcessEnv, userData: string): string {
  const override = env.RUSHLINE_DATA_DIR?.trim();
  if (!override) return userData;
  return isAbsolute(override) ? override : resolve(override);
}
