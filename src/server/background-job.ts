/**
 * A job every process runs beside the requests (the notifier, the webhook dispatcher): one
 * pass at a time, polled, and nudged after a write. A run asked for while a pass is going
 * runs once more after it, so nothing a write made due waits for the next poll.
 *
 * A nudge may name what it concerns (the workspace a write was made in): a pass asked for by
 * such nudges alone is given their names, so it can look at those workspaces only. A poll, the
 * start, or a nudge naming nothing asks for everything. Without this, every write anywhere
 * made the notifier read and store the reminders of every workspace (issue 49: with 200 demo
 * workspaces under load, a quarter of the server's thread went to rebuilding them).
 */
export interface BackgroundJob {
  /** One pass (or, if one is going, that one and one more). Never overlaps itself. */
  run(scope?: string): Promise<void>;
  /** A write (in workspace `scope`, when named) may have made something due: run soon (coalesced). */
  nudge(scope?: string): void;
  /** Start polling, and run at once: what fell due while the server was down goes now. */
  start(): void;
  /** Stop polling and wait for the pass in flight, so nothing is left mid-send. */
  stop(): Promise<void>;
}

/** What one pass is asked to look at: everything, or only what the nudges named. */
export type PassScope = "everything" | ReadonlySet<string>;

/** `pass` does the work; it should end early once `stopped()` says the job is stopping. */
export function backgroundJob(
  pass: (stopped: () => boolean, scope: PassScope) => Promise<void>,
  pollMs: number,
  opts: {
    /**
     * How long a nudge waits for others to ride along (0: the next turn of the loop). Under
     * many writes a pass then looks at every workspace written in meanwhile at once, rather
     * than one pass per write.
     */
    gatherMs?: number;
  } = {},
): BackgroundJob {
  let current: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  // Nudges waiting for others to ride along (opts.gatherMs).
  let gathering: NodeJS.Timeout | undefined;
  let stopped = false;
  const isStopped = () => stopped;
  // What the runs asked for since the last pass began.
  let everything = false;
  const named = new Set<string>();
  const take = (): PassScope => {
    const scope: PassScope = everything ? "everything" : new Set(named);
    everything = false;
    named.clear();
    return scope;
  };

  const ask = (scope?: string) => {
    if (scope === undefined) everything = true;
    else named.add(scope);
  };

  function run(scope?: string): Promise<void> {
    // A nudge queued just before stop() finds the job stopped: no pass after stop() returned.
    if (stopped) return current ?? Promise.resolve();
    ask(scope);
    return passes();
  }

  /** Runs what was asked for (once more after the pass going, if one is). */
  function passes(): Promise<void> {
    if (stopped || (!everything && named.size === 0)) return current ?? Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        await pass(isStopped, take());
      } while (again && !stopped);
    })().finally(() => {
      current = undefined;
    });
    return current;
  }

  return {
    run,
    nudge(scope) {
      if (stopped) return;
      const gatherMs = opts.gatherMs ?? 0;
      if (gatherMs <= 0) {
        setImmediate(() => void run(scope));
        return;
      }
      ask(scope);
      gathering ??= setTimeout(() => {
        gathering = undefined;
        void passes();
      }, gatherMs);
    },
    start() {
      void run();
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      clearTimeout(gathering);
      await current;
    },
  };
}
