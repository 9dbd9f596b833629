import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import net from "node:net";
import pg from "pg";

/** The real entry point (src/server/index.ts) as a child process, for the process gates. */
export interface ChildServer {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const CHILD_SECRET = "child-process-secret-that-is-long-enough-42";

/** Where tests/global-setup.ts put this run's bundle of the server process. */
export const SERVER_BUNDLE_ENV = "TRIBE_TEST_SERVER";

/**
 * The arguments that start the server process as `npm start` does (`node dist/server/index.js`),
 * from a bundle of the sources made once per run by tests/global-setup.ts: a start through tsx
 * took ~4.5 s more CPU and ~3 s more time to be healthy, for every process a test starts.
 */
export function serverProcessArgs(): string[] {
  const entry = process.env[SERVER_BUNDLE_ENV];
  if (!entry) throw new Error(`${SERVER_BUNDLE_ENV} is unset: tests/global-setup.ts bundles it`);
  return [entry];
}

export async function startChildServer(env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: CHILD_SECRET,
    AUTH_RATE_LIMIT_MAX: "100000",
    DEMO_RATE_LIMIT_MAX: "100000",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, serverProcessArgs(), { env: childEnv });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
  await waitHealthy(server);
  return server;
}

export async function waitHealthy(server: ChildServer, timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < until) {
    if (exited) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    const res = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** A browser-like JSON call to a child server. */
export async function request(
  server: ChildServer,
  method: string,
  path: string,
  opts: { json?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = { origin: server.url };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  // biome-ignore lint/suspicious/noExplicitAny: assertions state the shape they expect
  return { status: res.status, headers: res.headers, data: data as any };
}

export async function signUpOn(server: ChildServer) {
  // Not a reserved domain: notifications mail it (tests/support/smtp-capture.ts, mailbox).
  const email = `proc-${crypto.randomUUID()}@mail.tribe-tests.net`;
  const res = await request(server, "POST", "/api/auth/sign-up/email", {
    json: { email, password: "correct-horse-battery", name: "P", artistName: "P" },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { email, cookie };
}

/**
 * `clients` writers creating tours as fast as the server answers, until `stop()`. Every title
 * the server acknowledged (201) is recorded: those must survive whatever happens next.
 */
export function startWriters(server: ChildServer, cookie: string, clients = 8) {
  const acknowledged: string[] = [];
  let running = true;
  let failures = 0;
  const loops = Array.from({ length: clients }, async (_, i) => {
    for (let n = 0; running; n++) {
      const title = `w${i}-${n}-${crypto.randomBytes(3).toString("hex")}`;
      try {
        const res = await request(server, "POST", "/api/tours", { cookie, json: { title } });
        if (res.status === 201) acknowledged.push(title);
        else failures++;
      } catch {
        failures++;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    acknowledged,
    failures: () => failures,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A fresh database on the server of `url`, dropped by the returned function. */
export async function freshDatabase(url: string) {
  const name = `tribe_proc_${crypto.randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`).catch(() => {}),
  };
}
