/**
 * Time as a waiting action sees it. Every pause goes through `sleep`, which `MERGEXO_TIME_SCALE`
 * shrinks; `now` advances by the full, unscaled length of each pause, so a deadline of ten
 * minutes is still ten minutes of polling, only faster. Time spent working (requests, git)
 * counts as it really passes. With a scale of 1 this is the wall clock.
 */
export interface Clock {
  /** Milliseconds, comparable only with other readings of the same clock. */
  now(): number;
  sleep(ms: number): Promise<void>;
  readonly scale: number;
}

export function scaledClock(scale: number): Clock {
  const safe = Number.isFinite(scale) && scale > 0 && scale <= 1 ? scale : 1;
  let sleptReal = 0;
  let sleptNominal = 0;
  return {
    scale: safe,
    now: () => Date.now() - sleptReal + sleptNominal,
    sleep: async (ms) => {
      const nominal = Math.max(0, ms);
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, Math.round(nominal * safe)));
      sleptReal += Date.now() - started;
      sleptNominal += nominal;
    },
  };
}
