import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";
import net from "node:net";
import pg from "pg";

/**
 * A real server of its own (the built app, `node dist/server/index.js`) on its own port and
 * its own PostgreSQL database, for tests whose subject is a failure: the test makes the
 * database unavailable for real and reads what the user is shown. Nothing of the API is faked.
 *
 * The server sits behind a plain reverse proxy, as in production: when the app process is
 * stopped, the proxy answers 502 with an HTML page of its own, an answer without our error
 * shape. PostgreSQL (not the embedded engine) because only a database in another process
 * can be taken away from a running server. The server is E2E_PG_URL, else the one CI prepared
 * (PG_TEST_URL), else the local default.
 */
export interface OwnServer {
  baseURL: string;
  /** Refuses new connections to the server's database and ends the open ones. */
  makeDatabaseUnavailable(): Promise<void>;
  /** Lets connections to the server's database in again. */
  makeDatabaseAvailable(): Promise<void>;
  /** Stops the app process; the proxy in front of it answers 502 Bad Gateway from then on. */
  stopApp(): Promise<void>;
  /** What the server printed, for a failing test's message. */
  output(): string;
  close(): Promise<void>;
}

function adminUrl(): string {
  if (process.env.E2E_PG_URL) return process.env.E2E_PG_URL;
  if (process.env.PG_TEST_URL) {
    const url = new URL(process.env.PG_TEST_URL);
    url.pathname = "/postgres";
    return url.toString();
  }
  return "postgres://postgres@127.0.0.1:5432/postgres";
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `This test needs PostgreSQL (${adminUrl()}; set E2E_PG_URL to another): ${(err as Error).message}`,
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
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

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start within 60 s:\n${output()}`);
}

const BAD_GATEWAY = "<html><body><h1>502 Bad Gateway</h1></body></html>";

/** A minimal reverse proxy: forwards every request to the app, or answers 502 when it is gone. */
async function startProxy(target: string): Promise<{ baseURL: string; close(): Promise<void> }> {
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { "content-type": "text/html" }).end(BAD_GATEWAY);
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

export async function startOwnServer(): Promise<OwnServer> {
  const database = `tribe_e2e_${crypto.randomBytes(6).toString("hex")}`;
  await admin(`create database ${database}`);
  const dbUrl = new URL(adminUrl());
  dbUrl.pathname = `/${database}`;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl.toString(),
      BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64"),
      AUTH_RATE_LIMIT_MAX: "100000",
      DEMO_RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
    },
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const stopApp = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  const proxy = await startProxy(baseURL);
  const close = async () => {
    await stopApp();
    await proxy.close();
    await admin(`drop database if exists ${database} with (force)`);
  };
  try {
    await waitForHealth(baseURL, child, () => log);
  } catch (err) {
    await close();
    throw err;
  }
  return {
    baseURL: proxy.baseURL,
    output: () => log,
    stopApp,
    close,
    makeDatabaseUnavailable: async () => {
      await admin(`alter database ${database} allow_connections false`);
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`,
      );
    },
    makeDatabaseAvailable: () => admin(`alter database ${database} allow_connections true`),
  };
}
