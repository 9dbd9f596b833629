/**
 * Names what held the event loop (issue 49). The embedded database, PDF layout and JSON work
 * all run on the one thread that answers every request: while one of them runs, nothing else
 * is answered. A timer that should fire every `tickMs` measures how late it fires; when it is
 * later than `thresholdMs`, the work that was under way during the gap (requests by method and
 * path, background jobs by name) is reported, so a stall in production names its cause.
 */
export interface Stall {
  blockedMs: number;
  /** What was in progress at some point of the gap, oldest first. */
  during: string[];
}

interface Work {
  label: string;
  since: number;
  /** When it ended; undefined while it runs. */
  until?: number;
}

export class StallWatch {
  private readonly running = new Set<Work>();
  private timer: NodeJS.Timeout | undefined;
  private last: number;

  constructor(
    private readonly onStall: (stall: Stall) => void,
    private readonly opts: { thresholdMs?: number; tickMs?: number } = {},
  ) {
    this.last = this.now();
  }

  private now() {
    return performance.now();
  }

  start() {
    const tickMs = this.opts.tickMs ?? 50;
    const thresholdMs = this.opts.thresholdMs ?? 250;
    this.last = this.now();
    this.timer = setInterval(() => {
      const now = this.now();
      const blockedMs = now - this.last - tickMs;
      if (blockedMs > thresholdMs) {
        const during = [...this.running]
          .filter((w) => w.until === undefined || w.until >= this.last)
          .map((w) => w.label);
        this.onStall({ blockedMs: Math.round(blockedMs), during });
      }
      // Work that ended before this tick cannot have caused the next gap.
      for (const w of this.running) if (w.until !== undefined) this.running.delete(w);
      this.last = now;
    }, tickMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Marks work under way; call the answer when it is done. */
  begin(label: string): () => void {
    const work: Work = { label, since: this.now() };
    this.running.add(work);
    return () => {
      work.until = this.now();
    };
  }
}
