import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { addressAllowed, isLoopback } from "./address";

interface ResolvedAddress {
  address: string;
  family: number;
}

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Loopback (and http to it) only outside production: policy.ts. */
  allowLoopback: boolean;
  /** For the whole exchange, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS, injectable for tests; every address it answers must be allowed. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
}

export interface SafeFetchResult {
  /** The final answer's status; null when none came (refused, blocked, timed out). */
  status: number | null;
  error: string | null;
  durationMs: number;
  /** Bytes of the answer read (at most maxBytes); truncated when there was more. */
  bytesRead: number;
  truncated: boolean;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
const WEBHOOK_MAX_BYTES = 64 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Names are asked of the DNS servers directly (c-ares, with its own timeout), not through
 * getaddrinfo: that runs on libuv's four pool threads, which file, compression and password
 * work share, and a name whose server never answers would hold one for its whole timeout. A
 * name the hosts file alone knows ("localhost") is only ever loopback, so it keeps the
 * system's lookup, for a developer's receiver.
 */
const resolver = new dns.promises.Resolver({ timeout: 3000, tries: 2 });
async function systemResolve(host: string): Promise<ResolvedAddress[]> {
  if (host === "localhost" || host.endsWith(".localhost"))
    return dns.promises.lookup(host, { all: true, verbatim: true });
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
  const addresses = [
    ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (addresses.length === 0) throw v4.status === "rejected" ? v4.reason : new Error("ENODATA");
  return addresses;
}

class Refused extends Error {}

/**
 * Sends one webhook request where only public addresses are reachable (issue 53 item 4): the
 * name is resolved here, every address must pass, and the connection goes to the address that
 * passed (the socket's lookup answers it), so a second DNS answer can't swap in a private one.
 * https only (http to loopback when allowed); each redirect target is checked the same way.
 */
export async function safeFetch(url: string, opts: SafeFetchOptions): Promise<SafeFetchResult> {
  const started = performance.now();
  const maxBytes = opts.maxBytes ?? WEBHOOK_MAX_BYTES;
  const controller = new AbortController();
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const done = (r: Omit<SafeFetchResult, "durationMs">): SafeFetchResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  let target = url;
  let method = opts.method ?? "POST";
  let body = opts.body;
  try {
    for (let hop = 0; ; hop++) {
      const to = await checkedTarget(target, opts, controller.signal);
      const answer = await request(
        to,
        method,
        opts.headers ?? {},
        body,
        maxBytes,
        controller.signal,
      );
      const location = answer.location;
      if (!REDIRECTS.has(answer.status) || !location) return done({ ...answer, error: null });
      if (hop >= (opts.maxRedirects ?? 3)) {
        return done({ ...answer, error: "Too many redirects" });
      }
      target = new URL(location, target).toString();
      if (answer.status === 303) {
        method = "GET";
        body = undefined;
      }
    }
  } catch (err) {
    const error = controller.signal.aborted
      ? `Timed out after ${timeoutMs} ms`
      : err instanceof Refused
        ? err.message
        : `Could not connect: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`;
    return done({ status: null, error, bytesRead: 0, truncated: false });
  } finally {
    clearTimeout(timer);
  }
}

interface Target {
  url: URL;
  address: ResolvedAddress;
}

async function checkedTarget(
  raw: string,
  opts: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Refused("Not a valid URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Refused("https only");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  } else {
    try {
      addresses = await untilAborted((opts.resolve ?? systemResolve)(host), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw new Refused(`Could not resolve ${host}: ${(err as NodeJS.ErrnoException).code ?? err}`);
    }
  }
  const first = addresses[0];
  if (!first) throw new Refused(`Could not resolve ${host}`);
  const blocked = addresses.find((a) => !addressAllowed(a.address, opts.allowLoopback));
  // Which address is not said: the log would otherwise map an internal network's names.
  if (blocked) throw new Refused(`Refused: ${host} resolves to an address that is not public`);
  if (url.protocol === "http:" && !addresses.every((a) => isLoopback(a.address))) {
    throw new Refused("https only (http only to loopback in development)");
  }
  return { url, address: first };
}

/**
 * A lookup can't be cancelled, and a name's resolver may never reply (getaddrinfo waits its
 * own timeouts): the exchange's deadline counts from before DNS, so the wait ends with it.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

interface Answer {
  status: number;
  location: string | undefined;
  bytesRead: number;
  truncated: boolean;
}

function request(
  to: Target,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Answer> {
  const { address, family } = to.address;
  // The checked address, whatever the resolver would say now (Node may ask for all of them).
  const lookup = ((_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
  const send = to.url.protocol === "https:" ? https.request : http.request;
  return new Promise<Answer>((resolve, reject) => {
    const req = send(
      to.url,
      {
        method,
        headers:
          body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
        lookup,
        signal,
      },
      (res) => {
        let bytesRead = 0;
        let truncated = false;
        const finish = () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            bytesRead,
            truncated,
          });
        res.on("data", (chunk: Buffer) => {
          bytesRead += chunk.length;
          if (bytesRead > maxBytes) {
            // Enough: the rest is never read.
            bytesRead = maxBytes;
            truncated = true;
            finish();
            res.destroy();
          }
        });
        res.on("end", finish);
        res.on("error", (err) => (truncated ? undefined : reject(err)));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
