import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ArtworkFile, DesignProjectDetail } from "@/domain/merch/design-projects";
import { projectFactory } from "@/server/db/seed/merch-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, randomIp } from "../support/client";

const s = setupApiSuite();
const ORIGIN = "http://localhost:3000";

async function upload(a: Account | null, projectId: string, name: string, bytes: Uint8Array) {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    "x-forwarded-for": randomIp(),
    "content-type": "application/octet-stream",
    // As a browser sends a file: its length declared up front.
    "content-length": String(bytes.byteLength),
  };
  if (a) headers.cookie = a.cookie;
  const res = await s.t.app.request(
    `${ORIGIN}/api/merch/projects/${projectId}/files?name=${encodeURIComponent(name)}`,
    { method: "POST", headers, body: bytes as Uint8Array<ArrayBuffer> },
  );
  return { status: res.status, data: await res.json() };
}

const fetchRaw = (a: Account, path: string) =>
  s.t.app.request(`${ORIGIN}/api/merch${path}`, { headers: { cookie: a.cookie, origin: ORIGIN } });

async function newProject(a: Account) {
  const res = await call(s.t, "POST", "/api/merch/projects", {
    cookie: a.cookie,
    json: projectFactory(),
  });
  return res.data as DesignProjectDetail;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3355aa" } })
    .png()
    .toBuffer();

/** A real 1×1 PNG whose header claims width × height: tiny on disk, huge once decoded. */
async function bombPng(width: number, height: number) {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows the 13 bytes.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe("artwork upload", () => {
  it("stores a PNG proof with its size and a thumbnail made on the server", async () => {
    const project = await newProject(s.a);
    const res = await upload(s.a, project.id, "poster v1.png", await png(1200, 800));
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const file = res.data as ArtworkFile;
    expect(file).toMatchObject({
      fileName: "poster v1.png",
      contentType: "image/png",
      width: 1200,
      height: 800,
      hasThumbnail: true,
    });
    const thumb = await fetchRaw(s.a, `/files/${file.id}/thumbnail`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 213]);

    const detail = (
      await call(s.t, "GET", `/api/merch/projects/${project.id}`, { cookie: s.a.cookie })
    ).data as DesignProjectDetail;
    expect(detail.files.map((f) => f.id)).toEqual([file.id]);
    expect(detail).toMatchObject({ fileCount: 1, coverFileId: file.id });
  });

  it("serves the file as stored, with a download name, nosniff and a sandboxing CSP", async () => {
    const project = await newProject(s.a);
    const bytes = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#fff" },
    })
      .jpeg()
      .toBuffer();
    const { data } = await upload(s.a, project.id, "Proof «é».jpg", bytes);
    const res = await fetchRaw(s.a, `/files/${data.id}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Proof ___.jpg"; filename*=UTF-8''${encodeURIComponent("Proof «é».jpg")}`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
  });

  it("takes a PDF by its content, without a thumbnail, served as a download", async () => {
    const project = await newProject(s.a);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const res = await upload(s.a, project.id, "proof.pdf", pdf);
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      contentType: "application/pdf",
      hasThumbnail: false,
      width: null,
    });
    const served = await fetchRaw(s.a, `/files/${res.data.id}`);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename="proof.pdf"/);
    expect((await fetchRaw(s.a, `/files/${res.data.id}/thumbnail`)).status).toBe(404);
  });

  it("refuses a renamed non-image, a broken image and an empty file; nothing is stored", async () => {
    const project = await newProject(s.a);
    const svg = Buffer.from(
      "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
    );
    const renamed = await upload(s.a, project.id, "innocent.png", svg);
    expect(renamed).toEqual({
      status: 400,
      data: {
        error: {
          code: "validation",
          message: "Upload a PNG, JPEG, WebP or PDF file",
          fields: { file: "Upload a PNG, JPEG, WebP or PDF file" },
        },
      },
    });
    const broken = Buffer.concat([
      (await png(10, 10)).subarray(0, 8),
      Buffer.from("garbage".repeat(20)),
    ]);
    expect((await upload(s.a, project.id, "broken.png", broken)).data.error.message).toBe(
      "This file is not a readable image",
    );
    expect((await upload(s.a, project.id, "empty.png", new Uint8Array())).data.error.message).toBe(
      "The file is empty",
    );
    const detail = (
      await call(s.t, "GET", `/api/merch/projects/${project.id}`, { cookie: s.a.cookie })
    ).data;
    expect(detail.files).toEqual([]);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const project = await newProject(s.a);
    const res = await upload(s.a, project.id, "bomb.png", await bombPng(30_000, 30_000));
    expect(res.status).toBe(400);
    expect(res.data.error.message).toBe(
      "This image is too large to process (at most 50 megapixels)",
    );
  });

  it("takes a proof of several MB, far above the API's general body limit", async () => {
    const project = await newProject(s.a);
    // Random pixels do not compress: a PNG of a few MB, as a real photo proof is.
    const noise = Buffer.from(
      Array.from({ length: 1200 * 1000 * 3 }, () => (Math.random() * 256) | 0),
    );
    const big = await sharp(noise, { raw: { width: 1200, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(s.a, project.id, "photo proof.png", big);
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect((res.data as ArtworkFile).sizeBytes).toBe(big.byteLength);
    // Stored and served in pieces; what comes back is the file, byte for byte.
    const served = await fetchRaw(s.a, `/files/${res.data.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-length")).toBe(String(big.byteLength));
    expect(Buffer.from(await served.arrayBuffer()).equals(big)).toBe(true);

    // Two at once (the server lends its upload buffer to one of them): neither is mixed up.
    const other = await sharp(noise.subarray(0, 1000 * 900 * 3), {
      raw: { width: 1000, height: 900, channels: 3 },
    })
      .png()
      .toBuffer();
    const [first, second] = await Promise.all([
      upload(s.a, project.id, "first.png", big),
      upload(s.a, project.id, "second.png", other),
    ]);
    for (const [res, bytes] of [
      [first, big],
      [second, other],
    ] as const) {
      expect(res.status).toBe(201);
      const back = await fetchRaw(s.a, `/files/${res.data.id}`);
      expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("takes a file sent in pieces without a declared length, and refuses one over 10 MB", async () => {
    const project = await newProject(s.a);
    const bytes = await png(300, 200);
    const streamed = (data: Uint8Array, pieceBytes: number) =>
      s.t.app.request(`${ORIGIN}/api/merch/projects/${project.id}/files?name=streamed.png`, {
        method: "POST",
        headers: {
          cookie: s.a.cookie,
          origin: ORIGIN,
          "x-forwarded-for": randomIp(),
          "content-type": "application/octet-stream",
        },
        body: new ReadableStream({
          start(controller) {
            for (let at = 0; at < data.length; at += pieceBytes) {
              controller.enqueue(data.subarray(at, at + pieceBytes));
            }
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    const ok = await streamed(bytes, 1000);
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as ArtworkFile;
    const served = await fetchRaw(s.a, `/files/${id}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    bytes.copy(huge);
    const refused = await streamed(huge, 256 * 1024);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Files can be at most 10 MB",
    );
    const detail = (
      await call(s.t, "GET", `/api/merch/projects/${project.id}`, { cookie: s.a.cookie })
    ).data as DesignProjectDetail;
    expect(detail.files.map((f) => f.id)).toEqual([id]);
  });

  it("refuses a file over 10 MB with 413 and stores nothing", async () => {
    const project = await newProject(s.a);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    (await png(1, 1)).copy(big);
    const res = await upload(s.a, project.id, "huge.png", big);
    expect(res.status).toBe(413);
    expect(res.data.error.message).toBe("Files can be at most 10 MB");
    const detail = (
      await call(s.t, "GET", `/api/merch/projects/${project.id}`, { cookie: s.a.cookie })
    ).data;
    expect(detail.files).toEqual([]);
  });
});

describe("artwork: another account", () => {
  it("cannot upload to, read, or delete another account's files: 404 like a missing one", async () => {
    const project = await newProject(s.a);
    const { data: file } = await upload(s.a, project.id, "mine.png", await png(20, 20));
    expect((await upload(s.b, project.id, "theirs.png", await png(20, 20))).status).toBe(404);
    // Whose project it is comes first: B's broken file or bomb is a 404, never decoded (a
    // 400 would tell B the project exists).
    expect((await upload(s.b, project.id, "x.png", Buffer.from("not an image"))).status).toBe(404);
    expect((await upload(s.b, project.id, "bomb.png", await bombPng(60_000, 60_000))).status).toBe(
      404,
    );
    expect((await upload(null, project.id, "anon.png", await png(20, 20))).status).toBe(401);
    for (const id of [file.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await fetchRaw(s.b, `/files/${id}`)).status).toBe(404);
      expect((await fetchRaw(s.b, `/files/${id}/thumbnail`)).status).toBe(404);
      expect(
        (await call(s.t, "DELETE", `/api/merch/files/${id}`, { cookie: s.b.cookie })).status,
      ).toBe(404);
    }
    expect((await fetchRaw(s.a, `/files/${file.id}`)).status).toBe(200);
    expect(
      (await call(s.t, "DELETE", `/api/merch/files/${file.id}`, { cookie: s.a.cookie })).data,
    ).toEqual({
      id: file.id,
    });
    expect((await fetchRaw(s.a, `/files/${file.id}`)).status).toBe(404);
  });
});
