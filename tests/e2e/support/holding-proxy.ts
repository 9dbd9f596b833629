import http from "node:http";
import type net from "node:net";

/**
 * A reverse proxy in front of the e2e server, on an origin of its own (its own service worker
 * registration), that can hold one answer: the server has answered, the browser waits until
 * the test releases it. A save still on its way at a given moment (a sign-out) is made so.
 */
export interface HoldingProxy {
  baseURL: string;
  /** Holds the next answer to a request whose path contains `path`. */
  hold(path: string): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  let held: { path: string; arrived(): void; released: Promise<void> } | undefined;
  const server = http.createServer((req, res) => {
    const hold = held && req.url?.includes(held.path) ? held : undefined;
    if (hold) held = undefined;
    // The server checks a write's origin: the proxy's requests come from the server's own.
    const headers = { ...req.headers, host: new URL(target).host };
    if (headers.origin) headers.origin = target;
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", async () => {
          if (hold) {
            hold.arrived();
            await hold.released;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    hold(path) {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { path, arrived, released };
      return { arrived: arrival, release };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
