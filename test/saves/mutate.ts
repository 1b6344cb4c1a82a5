// Shared tools of the file fuzz tests (saves and leagues): a seeded generator, every path into a
// JSON document, a copy with one value replaced, and the mutations any JSON file can suffer.
// Each fuzz test adds the mutations that only its own kind of file can.

export type Json = unknown;
export type JsonPath = (string | number)[];
export type Mutator = (text: string, doc: Json) => string;

/** A seeded xorshift generator and a pick over it, so a failing case can be found again. */
export function seeded(seed: number): { random: () => number; pick: <T>(items: readonly T[]) => T } {
  let state = seed;
  const random = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return { random, pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]! };
}

/** Every path to a value inside a JSON document, the document itself first. */
export function paths(value: Json, prefix: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

/** The value at `path`. */
export function valueAt(doc: Json, path: JsonPath): Json {
  let node = doc as Record<string | number, Json>;
  for (const k of path) node = node[k] as Record<string | number, Json>;
  return node;
}

/** A copy of `doc` with the value at `path` replaced by `make(old)`. */
export function setAt(doc: Json, path: JsonPath, make: (old: Json) => Json): Json {
  if (path.length === 0) return make(doc);
  const copy = structuredClone(doc) as Record<string | number, Json>;
  const node = valueAt(copy, path.slice(0, -1)) as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  node[last] = make(node[last]);
  return copy;
}

/** What befalls any JSON file: cut short, bits flipped, a value of the wrong type, a key gone. */
export function commonMutators(g: ReturnType<typeof seeded>, wrongValues: readonly Json[], maxFlips: number): Record<string, Mutator> {
  const { random, pick } = g;
  return {
    truncate: (text) => text.slice(0, Math.floor(random() * text.length)),
    bitflip: (text) => {
      const bytes = Buffer.from(text, 'utf8');
      const flips = 1 + Math.floor(random() * maxFlips);
      for (let i = 0; i < flips; i++) {
        const at = Math.floor(random() * bytes.length);
        bytes[at] = bytes[at]! ^ (1 << Math.floor(random() * 8));
      }
      return bytes.toString('utf8');
    },
    wrongType: (_text, doc) => JSON.stringify(setAt(doc, pick(paths(doc)), () => pick(wrongValues))),
    removeKey: (_text, doc) => JSON.stringify(setAt(doc, pick(paths(doc).filter((p) => p.length > 0)), () => undefined)),
  };
}
