import http from "node:http";
import type net from "node:net";

/**
 * A reverse proxy in front of the e2e server, on an origin of its own (so its service worker
 * registration is its own), that can ship "the next build": from shipNextBuild() on, /sw.js
 * differs by a comment, as a rebuilt worker differs by its precache list. The files on disk
 * and the other tests' pages are untouched.
 */
export interface NextBuildProxy {
  baseURL: string;
  shipNextBuild(): void;
  close(): Promise<void>;
}

export async function startNextBuildProxy(target: string): Promise<NextBuildProxy> {
  let nextBuild = false;
  const server = http.createServer((req, res) => {
    const isWorker = req.url === "/sw.js";
    const headers = { ...req.headers };
    // The worker is read as text to be changed: ask for it uncompressed.
    if (isWorker) delete headers["accept-encoding"];
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers },
      (answer) => {
        if (!isWorker || !nextBuild || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat([...chunks, Buffer.from("\n// the next build\n")]);
          res.writeHead(200, { ...answer.headers, "content-length": String(body.length) });
          res.end(body);
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
    shipNextBuild: () => {
      nextBuild = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
