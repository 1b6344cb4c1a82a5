export function findElectronBinary(env?: NodeJS.ProcessEnv): {
  moduleDir: string | undefined;
  executable: string | undefined;
};
export const missingElectronMessage: string;
