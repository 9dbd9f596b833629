import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { ORIGIN } from "../support/client";

const s = setupApiSuite();

/**
 * Over a real socket, as the server runs: @hono/node-server hands the app a light request,
 * and jsonGuard reads a JSON body straight from the socket into Hono's cache (json-guard.ts).
 * What reads the body after it (the route's validator, better-auth, an upload) reads the one
 * body, cleaned, whether it came with its length or in chunks.
 */
describe("a JSON body over HTTP, read once", () => {
  let server: ServerType;
  let url = "";
  beforeAll(async () => {
    server = serve({ fetch: s.t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sent with its length, or as a stream (chunked: no Content-Length). */
  async function send(
    method: string,
    path: string,
    body: string,
    chunked = false,
    cookie = s.a.cookie,
  ) {
    const bytes = new TextEncoder().encode(body);
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: chunked
        ? new ReadableStream({
            start(controller) {
              controller.enqueue(bytes);
              controller.close();
            },
          })
        : bytes,
      // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types lack it.
      duplex: "half",
    });
    const text = await res.text();
    return { status: res.status, text, data: text ? JSON.parse(text) : null };
  }

  for (const chunked of [false, true]) {
    const how = chunked ? "in chunks" : "with its length";
    it(`a write ${how}: stored cleaned, and a NUL is a 400 naming the field`, async () => {
      const made = await send(
        "POST",
        "/api/tours",
        JSON.stringify({ title: "Spring \u202Erun", status: "active" }),
        chunked,
      );
      expect(made.status, made.text).toBe(201);
      expect(made.data.title).toBe("Spring run");
      const nul = await send(
        "PUT",
        `/api/tours/${made.data.id}`,
        JSON.stringify({ title: "a\u0000b" }),
        chunked,
      );
      expect(nul.status).toBe(400);
      expect(nul.data.error.fields).toHaveProperty("title");
      const broken = await send("PUT", `/api/tours/${made.data.id}`, '{"title":', chunked);
      expect(broken.status).toBe(400);
      expect(broken.data.error.code).toBe("malformed_json");
    });

    it(`better-auth reads the cleaned body ${how}`, async () => {
      const email = `http-${crypto.randomUUID()}@example.com`;
      const body = JSON.stringify({
        email,
        password: "correct horse battery staple",
        name: "Mia \u202Ekavon",
      });
      const made = await send("POST", "/api/auth/sign-up/email", body, chunked, "");
      expect(made.status, made.text).toBe(200);
      expect(made.data.user.name).toBe("Mia kavon");
    });

    it(`JSON sent to an upload ${how} is refused as a wrong file, not a server error`, async () => {
      const res = await send("POST", "/api/contracts/verify", '{"a":1}', chunked, "");
      expect(res.status, res.text).toBe(415);
      expect(res.data.error.fields).toHaveProperty("file");
    });
  }
});
