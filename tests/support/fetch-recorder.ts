import { vi } from "vitest";

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

/**
 * Stands in for the network in a component test: every request is recorded as the server
 * would read it (method, URL, JSON body), and `answer` says what comes back. There is no
 * server in a component test; this is the wire the typed client writes to.
 */
export function recordFetch(answer: (req: RecordedRequest) => Answer | undefined) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // A relative address is the page's, as in a browser (fetchBlob's downloads send those).
      const at = typeof input === "string" ? new URL(input, globalThis.location?.href) : input;
      const request = new Request(at, init);
      const text = await request.text();
      const req = {
        method: request.method,
        url: new URL(request.url),
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      requests.push(req);
      const out = answer(req) ?? { status: 404, body: { error: { code: "not_found" } } };
      return new Response(JSON.stringify(out.body), {
        status: out.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return {
    requests,
    writes: () => requests.filter((r) => r.method !== "GET"),
  };
}
