/**
 * Exports at once: a file streams for as long as its client takes to download it, holding
 * a database read and the writer's buffers. Bounded per process and per account
 * (docs/decisions/0008-threat-model.md).
 */
const EXPORTS_AT_ONCE = 4;
const EXPORTS_PER_ACCOUNT = 1;
/** A slot a download never gave back (a response nobody read) is freed after this long. */
const EXPORT_SLOT_MAX_MS = 10 * 60 * 1000;
export const EXPORT_BUSY_MESSAGE =
  "An export is already being prepared. Please wait for it to finish, then try again.";

export class ExportSlots {
  private running = 0;
  private readonly byAccount = new Map<string, number>();

  constructor(
    private readonly max = EXPORTS_AT_ONCE,
    private readonly perAccount = EXPORTS_PER_ACCOUNT,
  ) {}

  /** A release function when a slot is free, else undefined. */
  take(workspaceId: string): (() => void) | undefined {
    const mine = this.byAccount.get(workspaceId) ?? 0;
    if (this.running >= this.max || mine >= this.perAccount) return undefined;
    this.running++;
    this.byAccount.set(workspaceId, mine + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(expiry);
      this.running--;
      const left = (this.byAccount.get(workspaceId) ?? 1) - 1;
      if (left > 0) this.byAccount.set(workspaceId, left);
      else this.byAccount.delete(workspaceId);
    };
    const expiry = setTimeout(release, EXPORT_SLOT_MAX_MS);
    expiry.unref();
    return release;
  }
}

/** The same bytes; `release` runs once the body is fully sent, fails, or the client leaves. */
export function releaseWhenDone(
  body: ReadableStream<Uint8Array>,
  release: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (err) {
        release();
        controller.error(err);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
}
