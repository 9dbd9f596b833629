/**
 * The few service-worker globals this worker uses. The project's TypeScript program has the
 * DOM library, which cannot be combined with the WebWorker one, so they are named here.
 */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
}

export interface ServiceWorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: ExtendableMessageEventLike) => void): void;
  addEventListener(type: "activate", listener: (event: ExtendableEventLike) => void): void;
  clients: { claim(): Promise<void> };
}
