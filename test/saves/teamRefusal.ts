// What the team store says when it refuses to import a file: the error is a StorageError worded
// "import refused", with its reason and the words of why (shared by each game's team store tests).
import { expect } from 'vitest';
import { StorageError } from '../../src/main/storage/errors';
import type { TeamStore } from '../../src/main/storage/teamStore';

export async function importRefusal(s: TeamStore, path: string): Promise<{ reason: string | undefined; why: { key: string } }> {
  const error = (await s.import(path).then(() => null, (e: unknown) => e)) as StorageError;
  expect(error).toBeInstanceOf(StorageError);
  expect(error.words.key).toBe('problems.team.importRefused');
  return { reason: error.reason, why: (error.words.params as { why: { key: string } }).why };
}
