import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { safeFetch } from "./safe-fetch";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("safeFetch", () => {
  it("refuses a name that resolves to a private address, before any connection", async () => {
    const res = await safeFetch("https://hooks.example.com/x", {
      allowLoopback: false,
      resolve: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "10.1.2.3", family: 4 },
      ],
    });
    expect(res.status).toBeNull();
    expect(res.error).toMatch(/resolves to an address that is not public/);
    // Which address is not said: an owner could map an internal network's names with it.
    expect(res.error).not.toContain("10.1.2.3");
  });

  it("refuses localhost and loopback literals unless loopback is allowed", async () => {
    const url = await serve((_req, res) => res.end("ok"));
    const port = new URL(url).port;
    for (const target of [`https://localhost:${port}/`, `https://[::1]:${port}/`, url]) {
      const res = await safeFetch(target, { allowLoopback: false });
      expect(res.status, target).toBeNull();
      expect(res.error, target).toMatch(/not public/);
    }
    expect((await safeFetch(url, { allowLoopback: true })).status).toBe(200);
  });

  it("refuses http to anything but loopback", async () => {
    const res = await safeFetch("http://hooks.example.com/", {
      allowLoopback: true,
      resolve: async () => [{ address: "93.184.216.34", family: 4 }],
    });
    expect(res.error).toMatch(/https only/);
  });

  it("connects to the address it checked, not to a second DNS answer", async () => {
    let calls = 0;
    const url = await serve((req, res) => res.end(req.headers.host));
    const port = new URL(url).port;
    const res = await safeFetch(`http://receiver.test:${port}/`, {
      allowLoopback: true,
      resolve: async () => {
        calls++;
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    expect(res.status).toBe(200);
    expect(calls).toBe(1);
  });

  it("re-checks each redirect: a hop to the metadata address is refused there", async () => {
    let hits = 0;
    const url = await serve((_req, res) => {
      hits++;
      res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    });
    const res = await safeFetch(url, { allowLoopback: true, body: "{}" });
    expect(hits).toBe(1);
    expect(res.status).toBeNull();
    expect(res.error).toMatch(/169\.254\.169\.254 resolves to an address that is not public/);
  });

  it("follows at most 3 redirects", async () => {
    let hits = 0;
    const url = await serve((_req, res) => {
      hits++;
      res.writeHead(302, { location: "/again" }).end();
    });
    const res = await safeFetch(url, { allowLoopback: true });
    expect(hits).toBe(4);
    expect(res.error).toBe("Too many redirects");
  });

  it("reads at most 64 KB of an answer", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200);
      // 1 MB, written in pieces: the reader stops long before.
      for (let i = 0; i < 16; i++) res.write(Buffer.alloc(64 * 1024, 97));
      res.end();
    });
    const res = await safeFetch(url, { allowLoopback: true });
    expect(res.status).toBe(200);
    expect(res.truncated).toBe(true);
    expect(res.bytesRead).toBe(64 * 1024);
  });

  it("gives up after the timeout when the receiver never answers", async () => {
    const url = await serve(() => {
      // never answers
    });
    const res = await safeFetch(url, { allowLoopback: true, timeoutMs: 300 });
    expect(res.status).toBeNull();
    expect(res.error).toBe("Timed out after 300 ms");
    expect(res.durationMs).toBeGreaterThanOrEqual(290);
    expect(res.durationMs).toBeLessThan(3000);
  });

  it("gives up at the timeout when the name's DNS never answers (the lease is not outlived)", async () => {
    // A name served by a resolver that never replies: the 10 s are for the whole exchange.
    const started = Date.now();
    const res = await safeFetch("https://slow-dns.example.com/hook", {
      allowLoopback: false,
      timeoutMs: 300,
      resolve: () => new Promise(() => {}),
    });
    expect(res.status).toBeNull();
    expect(res.error).toBe("Timed out after 300 ms");
    expect(Date.now() - started).toBeLessThan(3000);
  }, 10_000);
});
