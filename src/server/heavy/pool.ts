import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TransferListItem } from "node:worker_threads";
import { Piscina } from "piscina";
import type { TASKS } from "./tasks";

/**
 * One pool of worker threads per process for work that would hold the event loop for more
 * than a few tens of milliseconds (docs/decisions/0027-heavy-work.md). Small: the server runs
 * on 2 cores, and the main thread (the embedded database's thread) needs one of them. No
 * thread is kept while idle, so an idle server holds none of their memory.
 */
const THREADS = 2;
const IDLE_THREAD_MS = 15_000;
/** Tasks waiting for a thread; the slots (slots.ts) keep the queue far below this. */
const MAX_QUEUE = 64;

type TaskName = keyof typeof TASKS;
type TaskInput<K extends TaskName> = Parameters<(typeof TASKS)[K]>[0];
type TaskOutput<K extends TaskName> = Awaited<ReturnType<(typeof TASKS)[K]>>;

/**
 * Built, the tasks are dist/server/heavy-tasks.js beside the server (build-server.mjs); from
 * the sources (tests, tsx) they are tasks.ts beside this file, loaded through tsx by
 * tasks-from-source.mjs.
 */
function taskFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, "heavy-tasks.js");
  return fs.existsSync(built) ? built : path.join(here, "tasks-from-source.mjs");
}

let pool: Piscina | undefined;

function thePool(): Piscina {
  if (pool) return pool;
  pool = new Piscina({
    filename: taskFile(),
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_THREAD_MS,
    maxQueue: MAX_QUEUE,
  });
  // A worker that fails outside a task (its file did not load) must not take the server down
  // with it, as an unheard "error" event would: a task's own failure rejects its promise, and
  // its request answers 500 and is logged there. Heard once, when the pool is made (one
  // listener a job leaked: Node warned of 11 on CI's server).
  pool.on("error", (err: Error) => process.emitWarning(err));
  return pool;
}

/**
 * Runs one task in a worker thread. `transfer`: buffers (and message ports) handed over
 * instead of copied (the caller must not use them afterwards).
 */
export function runHeavy<K extends TaskName>(
  name: K,
  input: TaskInput<K>,
  transfer: TransferListItem[] = [],
): Promise<TaskOutput<K>> {
  return thePool().run({ name, input }, { transferList: transfer });
}
