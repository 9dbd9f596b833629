import fs from "node:fs";
import os from "node:os";

/**
 * How far a worker thread's nice value is raised: at 10 the scheduler weighs it at about a
 * tenth of a thread at 0 (Linux CFS: 110 against 1,024), so on two busy cores the request
 * thread (which also runs the embedded database) gets its core back at once, and a worker
 * still has all the CPU nobody else wants. Not 19: a heavy job behind a busy server would
 * then all but stop.
 */
export const HEAVY_NICE = 10;

/**
 * Puts the calling thread below the request thread in the scheduler's eyes (issue 49: one
 * person's PDFs or rate history must not slow everyone's answers). Linux keeps a nice value
 * per thread, and `setpriority` given a thread's id changes that thread alone, so the main
 * thread keeps its own. Returns the thread's nice value, or undefined where there is no
 * /proc/thread-self (not Linux): there the worker runs at the process's priority, as before.
 */
export function lowerThisThread(nice = HEAVY_NICE): number | undefined {
  let threadId: number;
  try {
    threadId = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
  } catch {
    return undefined;
  }
  // Lowering one's own priority needs no privilege; a value already lower is left alone.
  if (os.getPriority(threadId) < nice) os.setPriority(threadId, nice);
  return os.getPriority(threadId);
}
