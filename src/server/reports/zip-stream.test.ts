import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type ZipEntry, zipStream } from "./zip-stream";

const PIECE = 64 * 1024;

/** An entry of `count` pieces that records how many were asked for. */
function counted(name: string, count: number, deflate = false) {
  const asked = { n: 0, closed: false };
  async function* pieces() {
    try {
      for (let i = 0; i < count; i++) {
        asked.n++;
        yield new Uint8Array(PIECE).fill(i % 251);
      }
    } finally {
      asked.closed = true;
    }
  }
  return { entry: { name, deflate, pieces: pieces() } satisfies ZipEntry, asked };
}

async function* list(...entries: ZipEntry[]) {
  yield* entries;
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("zipStream", () => {
  it("writes a zip that unpacks to the same bytes, stored or deflated", async () => {
    const a = counted("artwork/a.png", 3);
    const b = counted("account.json", 2, true);
    const zip = unzipSync(await readAll(zipStream(list(a.entry, b.entry))));
    expect(Object.keys(zip)).toEqual(["artwork/a.png", "account.json"]);
    expect(zip["artwork/a.png"]).toHaveLength(3 * PIECE);
    expect(zip["artwork/a.png"]![2 * PIECE]).toBe(2);
    expect(zip["account.json"]).toHaveLength(2 * PIECE);
  });

  it("reads a piece only when the reader wants more (a slow client holds ~one piece)", async () => {
    const big = counted("artwork/big.png", 400); // 25 MB
    const reader = zipStream(list(big.entry)).getReader();
    for (let i = 0; i < 5; i++) await reader.read();
    await new Promise((r) => setTimeout(r, 20));
    expect(big.asked.n).toBeLessThanOrEqual(6);
    await reader.cancel();
    // The reader went away: the source was closed, and never read to its end.
    expect(big.asked.closed).toBe(true);
    expect(big.asked.n).toBeLessThan(10);
  });

  it("fails the download when a source fails, rather than ending a short file", async () => {
    async function* broken() {
      yield new Uint8Array(10);
      throw new Error("piece missing");
    }
    const stream = zipStream(list({ name: "a.png", deflate: false, pieces: broken() }));
    await expect(readAll(stream)).rejects.toThrow("piece missing");
  });
});
