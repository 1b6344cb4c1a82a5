/** Frame-time statistics: median and 95th percentile (nearest rank) of a list of ms values. */
export interface FrameStats {
  frames: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

export function frameStats(times: readonly number[]): FrameStats {
  const sorted = [...times].sort((a, b) => a - b);
  const sum = sorted.reduce((s, t) => s + t, 0);
  return {
    frames: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? 0,
    mean: sorted.length ? sum / sorted.length : 0,
  };
}
