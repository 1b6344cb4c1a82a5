import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../shared/games/dreadball/engine/types';
import { cueOf } from './cues';
import { SoundPlayer } from './player';

describe('sounds follow the events', () => {
  it('dice for rolls with dice, a slam for a clash, the crowd for a Strike, a whistle at a rush', () => {
    const ev = (e: Partial<GameEvent> & { type: GameEvent['type'] }) => e as GameEvent;
    expect(cueOf(ev({ type: 'test', faces: [{ face: 4, source: 'team' }] } as never))).toBe('dice');
    expect(cueOf(ev({ type: 'test', faces: [] } as never))).toBeNull();
    expect(cueOf(ev({ type: 'clash' }))).toBe('slam');
    expect(cueOf(ev({ type: 'bounce' }))).toBe('bounce');
    expect(cueOf(ev({ type: 'ball-held' }))).toBe('catch');
    expect(cueOf(ev({ type: 'strike' }))).toBe('strike');
    expect(cueOf(ev({ type: 'rush-start' }))).toBe('whistle');
    expect(cueOf(ev({ type: 'faced' }))).toBeNull();
  });
});

describe('the sound player respects the setting at once', () => {
  it('plays nothing when sound is off or the volume is 0, and again once turned on', () => {
    const p = new SoundPlayer({ enabled: false, volume: 70 }, true);
    p.play('dice');
    p.configure({ enabled: true, volume: 0 });
    p.play('dice');
    expect(p.played).toEqual([]);
    p.configure({ enabled: true, volume: 40 });
    p.play('dice');
    expect(p.played).toEqual(['dice']);
  });

  it('one cue of a kind per 60 ms (instant animations send many at once)', () => {
    const now = vi.spyOn(performance, 'now');
    const p = new SoundPlayer({ enabled: true, volume: 50 }, true);
    now.mockReturnValue(1000);
    p.play('skate');
    p.play('skate');
    p.play('slam');
    now.mockReturnValue(1100);
    p.play('skate');
    expect(p.played).toEqual(['skate', 'slam', 'skate']);
    now.mockRestore();
  });
});
