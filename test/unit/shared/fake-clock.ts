import type { Clock } from '../../../src/shared/session/timers';

/** A manual clock: `tick(ms)` advances time and runs the interval callbacks that fall due. */
export function createFakeClock(start: number) {
  let current = start;
  const timers = new Map<number, { run: () => void; every: number; next: number }>();
  let nextId = 1;
  const clock: Clock = {
    now: () => current,
    setInterval: (run, every) => {
      const id = nextId++;
      timers.set(id, { run, every, next: current + every });
      return id;
    },
    clearInterval: (handle) => void timers.delete(handle as number),
  };
  async function tick(ms: number): Promise<void> {
    const target = current + ms;
    for (;;) {
      const due = [...timers.values()].filter((t) => t.next <= target).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      current = due.next;
      due.next += due.every;
      due.run();
      await new Promise((resolve) => setImmediate(resolve));
    }
    current = target;
  }
  return { clock, tick, activeTimers: () => timers.size };
}
