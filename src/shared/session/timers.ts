/** Clock and timer functions, injectable so schedules can be tested without waiting. */
export interface Clock {
  now: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};
