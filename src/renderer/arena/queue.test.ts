import { describe, expect, it } from 'vitest';
import { AnimationQueue, Timeline } from './queue';

function recorder() {
  const log: string[] = [];
  const anim = (name: string, duration: number) => [
    { duration, start: () => log.push(`${name}:start`), end: () => log.push(`${name}:end`) },
  ];
  return { log, anim };
}

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

describe('Timeline', () => {
  it('plays segments in order and carries leftover time', () => {
    const seen: number[] = [];
    const t = new Timeline([
      { duration: 100, apply: (p) => seen.push(p) },
      { duration: 100, apply: (p) => seen.push(10 + p) },
    ]);
    expect(t.advance(50)).toBe(-1);
    expect(t.advance(100)).toBe(-1); // 150: first done, second at 0.5
    expect(seen).toEqual([0.5, 1, 10.5]);
    expect(t.advance(80)).toBe(30);
    expect(t.done).toBe(true);
  });
  it('finish runs every remaining start/apply(1)/end', () => {
    const log: string[] = [];
    const t = new Timeline([
      { duration: 100, start: () => log.push('a'), apply: (p) => log.push(`a${p}`), end: () => log.push('a!') },
      { duration: 0, start: () => log.push('b'), end: () => log.push('b!') },
    ]);
    t.finish();
    expect(log).toEqual(['a', 'a1', 'a!', 'b', 'b!']);
  });
});

describe('AnimationQueue', () => {
  it('plays animations strictly in order with a fake clock and resolves each when done', async () => {
    const q = new AnimationQueue();
    const { log, anim } = recorder();
    const done: string[] = [];
    void q.play(anim('walk', 300)).then(() => done.push('walk'));
    void q.play(anim('fall', 200)).then(() => done.push('fall'));
    q.tick(100);
    expect(log).toEqual(['walk:start']);
    q.tick(250); // walk ends at 300, fall starts with 50 ms carried over
    expect(log).toEqual(['walk:start', 'walk:end', 'fall:start']);
    await flush();
    expect(done).toEqual(['walk']);
    q.tick(149);
    expect(q.length).toBe(1);
    q.tick(1);
    await flush();
    expect(done).toEqual(['walk', 'fall']);
    expect(q.busy).toBe(false);
  });

  it('plays faster at fast speed', () => {
    const q = new AnimationQueue();
    q.speed = 'fast';
    const { log, anim } = recorder();
    void q.play(anim('a', 250));
    q.tick(99);
    expect(log).toEqual(['a:start']);
    q.tick(1);
    expect(log).toEqual(['a:start', 'a:end']);
  });

  it('instant speed finishes everything on the next tick', async () => {
    const q = new AnimationQueue();
    q.speed = 'instant';
    const { log, anim } = recorder();
    let resolved = false;
    void q.play(anim('a', 5000)).then(() => (resolved = true));
    void q.play(anim('b', 5000));
    await flush();
    expect(resolved).toBe(false); // not before a frame
    q.tick(0);
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
    await flush();
    expect(resolved).toBe(true);
  });

  it('skip finishes the queue at once, in order, and keeps skipping animations chained by awaiting code', async () => {
    const q = new AnimationQueue();
    const { log, anim } = recorder();
    const chain = (async () => {
      await q.play(anim('a', 1000));
      await q.play(anim('b', 1000)); // queued only after a resolves
    })();
    void q.play(anim('c', 1000));
    q.tick(10);
    q.skip();
    expect(log).toEqual(['a:start', 'a:end', 'c:start', 'c:end']);
    await flush();
    q.tick(16); // b was queued by the awaiting code: still skipped
    await chain;
    expect(log).toEqual(['a:start', 'a:end', 'c:start', 'c:end', 'b:start', 'b:end']);
    q.tick(16); // nothing left: skip mode ends
    const { log: log2, anim: anim2 } = recorder();
    void q.play(anim2('d', 100));
    q.tick(50);
    expect(log2).toEqual(['d:start']);
  });

  it('paused: the clock stands still where it is until resumed; skip still finishes', () => {
    const q = new AnimationQueue();
    const seen: number[] = [];
    void q.play([{ duration: 100, apply: (p) => seen.push(p) }]);
    q.tick(40);
    q.paused = true;
    q.tick(1000);
    expect(seen).toEqual([0.4]);
    q.paused = false;
    q.tick(20);
    expect(seen).toEqual([0.4, 0.6]);
    q.paused = true;
    q.skip();
    expect(seen).toEqual([0.4, 0.6, 1]);
    expect(q.busy).toBe(false);
  });

  it('resolves zero-length animations in the same tick, in order', async () => {
    const q = new AnimationQueue();
    const order: number[] = [];
    void q.play([{ duration: 0 }]).then(() => order.push(1));
    void q.play([{ duration: 0 }]).then(() => order.push(2));
    q.tick(16);
    await flush();
    expect(order).toEqual([1, 2]);
  });
});
