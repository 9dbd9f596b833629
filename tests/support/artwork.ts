import crypto from "node:crypto";
import sharp from "sharp";
import type { DesignProjectDetail } from "@/domain/merch/design-projects";
import { projectFactory } from "@/server/db/seed/merch-factories";
import { type Account, call, randomIp } from "./client";
import type { TestApp } from "./test-app";

const ORIGIN = "http://localhost:3000";

/** A design project of `a`'s, made through the API. */
export async function newProject(t: TestApp, a: Account, title?: string) {
  const res = await call(t, "POST", "/api/merch/projects", {
    cookie: a.cookie,
    json: { ...projectFactory(), ...(title ? { title } : {}) },
  });
  if (res.status !== 201) throw new Error(`project: ${res.status} ${res.text}`);
  return res.data as DesignProjectDetail;
}

/**
 * Uploads a proof as the browser sends a file: the raw bytes, the length declared up front
 * (`declareLength: false` sends it in pieces of unknown total, as a stream would).
 */
export async function uploadProof(
  t: TestApp,
  a: Account,
  projectId: string,
  name: string,
  bytes: Uint8Array,
  opts: { declareLength?: boolean } = {},
) {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    "x-forwarded-for": randomIp(),
    "content-type": "application/octet-stream",
    cookie: a.cookie,
  };
  let body: BodyInit = bytes as Uint8Array<ArrayBuffer>;
  if (opts.declareLength === false) {
    body = new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) {
          controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        }
        controller.close();
      },
    });
  } else headers["content-length"] = String(bytes.byteLength);
  const res = await t.app.request(
    `${ORIGIN}/api/merch/projects/${projectId}/files?name=${encodeURIComponent(name)}`,
    { method: "POST", headers, body, duplex: "half" } as RequestInit,
  );
  // biome-ignore lint/suspicious/noExplicitAny: the assertions state the shape they expect
  return { status: res.status, data: (await res.json()) as any };
}

/** A photo-like PNG of about `megabytes` MB: noise does not compress, so its size is known. */
export function noisePng(megabytes: number) {
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 3));
  return sharp(crypto.randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
