/**
 * A job every process runs beside the requests (the notifier, the webhook dispatcher): one
 * pass at a time, polled, and nudged after a write. A run asked for while a pass is going
 * runs once more after it, so nothing a write made due waits for the next poll.
 */
export interface BackgroundJob {
  /** One pass (or, if one is going, that one and one more). Never overlaps itself. */
  run(): Promise<void>;
  /** A write may have made something due: run soon (coalesced). */
  nudge(): void;
  /** Start polling, and run at once: what fell due while the server was down goes now. */
  start(): void;
  /** Stop polling and wait for the pass in flight, so nothing is left mid-send. */
  stop(): Promise<void>;
}

/** `pass` does the work; it should end early once `stopped()` says the job is stopping. */
export function backgroundJob(
  pass: (stopped: () => boolean) => Promise<void>,
  pollMs: number,
): BackgroundJob {
  let current: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const isStopped = () => stopped;

  function run(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        await pass(isStopped);
      } while (again && !stopped);
    })().finally(() => {
      current = undefined;
    });
    return current;
  }

  return {
    run,
    nudge() {
      if (!stopped) setImmediate(() => void run());
    },
    start() {
      void run();
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await current;
    },
  };
}
