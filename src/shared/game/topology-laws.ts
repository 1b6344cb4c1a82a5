import type { CellId, Topology } from './topology';

/** Steps from `from` to every cell, by breadth-first search over `neighbours`. */
function stepsFrom(t: Topology, from: CellId): number[] {
  const steps = t.cells.map(() => -1);
  steps[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i] as CellId;
    for (const n of t.neighbours(c)) {
      if (steps[n] !== -1) continue;
      steps[n] = (steps[c] as number) + 1;
      queue.push(n);
    }
  }
  return steps;
}

/**
 * What every topology must satisfy; returns the broken laws (at most `limit`). Ids are dense,
 * neighbourhood is symmetric, `distance` is the walking distance, and `cellAt` undoes `centre`.
 */
export function topologyViolations(t: Topology, size = 10, limit = 20): string[] {
  const out: string[] = [];
  const add = (m: string): void => {
    if (out.length < limit) out.push(m);
  };
  t.cells.forEach((c, i) => {
    if (c !== i) add(`cell at index ${i} has id ${c}`);
  });
  for (const c of t.cells) {
    const ns = t.neighbours(c);
    if (new Set(ns).size !== ns.length) add(`cell ${c} lists a neighbour twice`);
    for (const n of ns) {
      if (n === c) add(`cell ${c} is its own neighbour`);
      if (!t.neighbours(n).includes(c)) add(`cell ${n} is a neighbour of ${c} but not the other way round`);
    }
    const steps = stepsFrom(t, c);
    for (const d of t.cells) {
      if (t.distance(c, d) !== steps[d]) add(`distance ${c}-${d} is ${t.distance(c, d)}, walking takes ${steps[d]}`);
    }
    if (t.cellAt(t.centre(c, size), size) !== c) add(`cellAt(centre(${c})) is ${t.cellAt(t.centre(c, size), size)}`);
  }
  return out;
}
