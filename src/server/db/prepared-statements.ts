import crypto from "node:crypto";
import pg from "pg";

/**
 * PostgreSQL plans an unnamed statement afresh every time it runs. Under 200 clients that
 * planning was half of the server's time (issue 49, pg_stat_statements): the session check
 * planned for 0.39 ms and ran for 0.09 ms, the Overview planned for 2.2 ms and ran for 2.6 ms.
 * A named (prepared) statement is parsed once per connection and its plan kept, as PgJDBC does
 * for a statement used `prepareThreshold` times (docs/decisions/0010-speed.md).
 *
 * A statement is named only when naming it changes nothing but the keeping: it already has
 * parameters (so it is one statement, sent with the extended protocol anyway), its text has
 * been sent before in this process (a one-off is not kept), and the text is short enough to
 * be one of the app's own statements rather than a bulk insert of varying length. Its name is
 * a hash of its text, so a name always means the same text on every connection.
 */
const PREPARE_AFTER_USES = 2;
/** Longer texts are bulk writes whose length varies with their rows: not worth keeping. */
export const MAX_PREPARED_TEXT = 16_000;
/** Each connection keeps at most this many (PostgreSQL keeps their plans per connection). */
export const MAX_PREPARED_PER_CONNECTION = 500;
/** Texts counted before the counts start again (bounded memory in a long-lived process). */
const MAX_COUNTED_TEXTS = 5_000;

/** A text's uses until it is named, then its name (hashed once, not at every query). */
const uses = new Map<string, number | string>();

/** The name a text is kept under once it is used again, or undefined while it is not. */
export function preparedNameFor(text: string): string | undefined {
  if (text.length > MAX_PREPARED_TEXT) return undefined;
  const known = uses.get(text);
  if (typeof known === "string") return known;
  const seen = (known ?? 0) + 1;
  if (uses.size >= MAX_COUNTED_TEXTS && known === undefined) uses.clear();
  if (seen < PREPARE_AFTER_USES) {
    uses.set(text, seen);
    return undefined;
  }
  const name = `tribe_${crypto.createHash("sha1").update(text).digest("base64url")}`;
  uses.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/** A pg client that names the statements worth keeping (pg.Pool's `Client` option). */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // pg's own overloads are many; the config is passed on unchanged except for its name.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const named = this.withName(config, values);
    return (super.query as (...args: unknown[]) => never)(named, values, callback);
  }

  // drizzle passes the values beside the config (`query(config, values)`), pg-pool the text.
  private withName(config: unknown, values: unknown): unknown {
    const c: QueryConfigLike | undefined =
      typeof config === "string"
        ? { text: config }
        : typeof config === "object" && config !== null
          ? (config as QueryConfigLike)
          : undefined;
    if (!c || typeof c.submit === "function" || c.name !== undefined) return config;
    if (typeof c.text !== "string") return config;
    const params = c.values ?? values;
    if (!Array.isArray(params) || params.length === 0) return config;
    const name = preparedNameFor(c.text);
    if (name === undefined) return config;
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= MAX_PREPARED_PER_CONNECTION) return config;
      this.prepared.add(name);
    }
    return { ...c, name };
  }
}
