import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type SmtpCapture, startSmtpCapture } from "../../support/smtp-capture";

/**
 * The built app (`node dist/server/index.js`) on its own port and embedded database, sending
 * its mail to a real SMTP server on loopback that keeps every message (smtp-capture.ts).
 * The suite's shared server sends no mail; a test about mail starts one of these.
 */
export interface MailServer {
  baseURL: string;
  smtp: SmtpCapture;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServerWithMail(): Promise<MailServer> {
  const smtp = await startSmtpCapture();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-e2e-mail-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64"),
    SMTP_URL: smtp.url,
    MAIL_FROM: "Tribe <tour@example.com>",
    AUTH_RATE_LIMIT_MAX: "100000",
    DEMO_RATE_LIMIT_MAX: "100000",
    LOG_LEVEL: "warn",
  };
  // The embedded database, whatever the run around it uses.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`the server with mail did not start:\n${log}`);
    }
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, smtp, close };
}
