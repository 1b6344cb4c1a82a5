// Calls `tick(elapsedMs)` a few times a second while the component is mounted: the time that
// passed since the last call, so time spent on another screen (the rules) never counts.
import { onBeforeUnmount, onMounted } from 'vue';

export function useClockTicks(tick: (elapsedMs: number) => void, everyMs = 250): void {
  let timer: ReturnType<typeof setInterval> | null = null;
  onMounted(() => {
    let last = performance.now();
    timer = setInterval(() => {
      const now = performance.now();
      tick(now - last);
      last = now;
    }, everyMs);
  });
  onBeforeUnmount(() => {
    if (timer !== null) clearInterval(timer);
  });
}
