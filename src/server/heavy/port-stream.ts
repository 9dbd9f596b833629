import type { MessagePort } from "node:worker_threads";

/**
 * A document laid out in a worker thread while its data is still being read on the main
 * thread (the database lives there), and sent on as it comes: two message ports, one each
 * way (issue 49; docs/decisions/0027-heavy-work.md). The worker asks for the next batch of
 * data when it needs one; it sends the bytes back as they are made, in pieces of
 * CHUNK_BYTES, without waiting for the client, so a slow download never holds a pool thread
 * (the file waits in the main thread's memory instead: a report is bounded by the
 * workspace's limits, and downloads by the export slots).
 */

/** Bytes gathered before a piece goes to the main thread: a message each, not one per write. */
const CHUNK_BYTES = 64 * 1024;

type BatchReply<T> = { done: false; value: T } | { done: true } | { error: string };
type BytesMessage = { chunk: Uint8Array } | { end: true } | { error: string };

/** Main thread: answers each of the worker's asks with the next batch of `source`. */
export function serveBatches<T>(port: MessagePort, source: AsyncIterator<T>): void {
  port.on("message", () => {
    source.next().then(
      (next) => port.postMessage(next.done ? { done: true } : { done: false, value: next.value }),
      (err: Error) => port.postMessage({ error: err.message }),
    );
  });
  // The worker is done with the data (finished, failed or cancelled): the read stops too.
  port.once("close", () => void source.return?.(undefined));
}

/** Worker: the batches the main thread serves, one ask per batch. */
export async function* batchesFrom<T>(port: MessagePort): AsyncGenerator<T> {
  for (;;) {
    const reply = await new Promise<BatchReply<T>>((resolve) => {
      port.once("message", resolve);
      port.postMessage("next");
    });
    if ("error" in reply) throw new Error(reply.error);
    if (reply.done) return;
    yield reply.value;
  }
}

/**
 * Worker: sends `stream`'s bytes to the main thread in pieces, until it ends, fails, or the
 * main thread says the reader went away. Resolves when there is nothing more to send.
 */
export async function sendBytes(stream: ReadableStream<Uint8Array>, port: MessagePort) {
  const reader = stream.getReader();
  let cancelled = false;
  port.once("message", () => {
    cancelled = true;
    void reader.cancel();
  });
  let pieces: Uint8Array[] = [];
  let size = 0;
  const flush = () => {
    const chunk = Buffer.concat(pieces, size);
    // A fresh buffer of its own (not a slice of a pool), so it can be handed over, not copied.
    const own = new Uint8Array(chunk.byteLength);
    own.set(chunk);
    port.postMessage({ chunk: own } satisfies BytesMessage, [own.buffer]);
    pieces = [];
    size = 0;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (cancelled) return;
      if (done) break;
      pieces.push(value);
      size += value.byteLength;
      if (size >= CHUNK_BYTES) flush();
    }
    if (size > 0) flush();
    port.postMessage({ end: true } satisfies BytesMessage);
  } catch (err) {
    if (!cancelled) port.postMessage({ error: (err as Error).message } satisfies BytesMessage);
  }
}

/**
 * Main thread: the bytes the worker sends, as a stream for the response. `task` is the
 * worker's task: its failure (the worker itself broke) fails the stream too. Cancelling the
 * stream (the client left) tells the worker to stop.
 */
export function bytesFrom(port: MessagePort, task: Promise<unknown>): ReadableStream<Uint8Array> {
  let open = true;
  const finish = () => {
    open = false;
    port.close();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      port.on("message", (message: BytesMessage) => {
        if (!open) return;
        if ("chunk" in message) controller.enqueue(message.chunk);
        else if ("end" in message) {
          controller.close();
          finish();
        } else {
          controller.error(new Error(message.error));
          finish();
        }
      });
      task.catch((err: Error) => {
        if (!open) return;
        controller.error(err);
        finish();
      });
    },
    cancel() {
      if (!open) return;
      port.postMessage("cancel");
      finish();
    },
  });
}
