// A message as data: a key in the renderer's messages and its parameters. The main process and
// the save code send these, never sentences, so the renderer words them in the user's language.
import { z } from 'zod';

export interface Words {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number | Words>>;
}

export function words(key: string, params?: Record<string, string | number | Words>): Words {
  return params ? { key, params } : { key };
}

/** Words into text with a translate function (vue-i18n's `t` in the renderer). */
export function wordsText(w: Words, t: (key: string, params?: Record<string, unknown>) => string): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(w.params ?? {})) params[name] = typeof value === 'object' ? wordsText(value, t) : value;
  return t(w.key, params);
}

/** For logs and test failures only: the key and its parameters, never shown to a user. */
export function wordsDebug(w: Words): string {
  return w.params ? `${w.key} ${JSON.stringify(w.params)}` : w.key;
}

const MAX_DEPTH = 4;
function schemaAt(depth: number): z.ZodType<Words> {
  const param = depth >= MAX_DEPTH ? z.union([z.string().max(2000), z.number()]) : z.union([z.string().max(2000), z.number(), z.lazy(() => schemaAt(depth + 1))]);
  return z
    .object({
      key: z.string().regex(/^[a-zA-Z][\w.-]{0,120}$/),
      params: z.record(z.string().regex(/^\w{1,40}$/), param).optional(),
    })
    .strict() as z.ZodType<Words>;
}

/** Words as they cross IPC: a key-like key, plain parameters, nested at most four deep. */
export const wordsSchema: z.ZodType<Words> = schemaAt(0);
