// Dice faces as shared GraphicsContexts: a die swaps its context to change face, which costs no
// allocation and stays crisp at any scale.
import { GraphicsContext } from 'pixi.js';
import type { DieSource } from './model';

export const DIE_SIZE = 34;

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

const STYLE: Record<DieSource, { body: number; pip: number; edge: number }> = {
  team: { body: 0xf5f7fa, pip: 0x10141c, edge: 0x8a97ab },
  coach: { body: 0xffd23f, pip: 0x2a1a00, edge: 0x8a6a00 },
  extra: { body: 0x2de2e6, pip: 0x042a2b, edge: 0x0e7c80 },
};

export class DiceFaces {
  private readonly contexts = new Map<string, GraphicsContext>();

  constructor() {
    for (const source of ['team', 'coach', 'extra'] as const) {
      for (let face = 1; face <= 6; face++) this.contexts.set(`${source}${face}`, build(source, face));
    }
  }

  get(source: DieSource, face: number): GraphicsContext {
    const f = Math.min(6, Math.max(1, Math.round(face)));
    const c = this.contexts.get(`${source}${f}`);
    if (!c) throw new RangeError(`no die face ${source} ${face}`);
    return c;
  }

  destroy(): void {
    for (const c of this.contexts.values()) c.destroy();
    this.contexts.clear();
  }
}

function build(source: DieSource, face: number): GraphicsContext {
  const s = STYLE[source];
  const h = DIE_SIZE / 2;
  const c = new GraphicsContext();
  c.roundRect(-h, -h, DIE_SIZE, DIE_SIZE, 7).fill({ color: s.body }).stroke({ width: 2, color: s.edge });
  const step = DIE_SIZE * 0.27;
  for (const [x, y] of PIPS[face] ?? []) c.circle(x * step, y * step, 3.4);
  c.fill({ color: face === 6 ? 0xff3b4f : s.pip });
  return c;
}
