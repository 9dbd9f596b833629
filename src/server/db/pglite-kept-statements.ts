import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { MAX_PREPARED_PER_CONNECTION, preparedNameFor } from "./prepared-statements";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
type Query = PGlite["query"];

/** A statement parsed once under its name; its parameters' types once it has been described. */
interface Kept {
  name: string;
  /** Its Parse went through: a name is parsed once per connection, a second Parse fails. */
  parsed?: boolean;
  paramTypes?: number[];
}

/**
 * The embedded database, like PostgreSQL (prepared-statements.ts), parsed and planned every
 * statement afresh: PGlite sends each query as an unnamed statement. The Overview's statements
 * spent 0.55 ms in parsing and 1.5 ms in planning for 1.25 ms of running (issue 49, timed per
 * protocol message), on the one thread every request shares. So the same statements that are
 * named on PostgreSQL (the same rule, `preparedNameFor`) are parsed once here under their
 * name and only bound and run after that; PostgreSQL's plan cache then keeps a generic plan
 * once it plans no worse than the custom ones.
 *
 * PGlite's own `query` (#runQuery) cannot be told a name, so this sends the same protocol
 * messages it does, with the name, through the same public pieces (its serializer, parsers
 * and result parser), under the same locks. A statement with a blob or given parameter types
 * (COPY, never the app's) goes the original way.
 */
export function keepStatementPlans(client: PGlite): void {
  const kept = new Map<string, Kept>();
  const keptFor = (text: string, params: unknown[] | undefined, options?: QueryOptions) => {
    if (!params?.length || options?.blob || options?.paramTypes) return undefined;
    const known = kept.get(text);
    if (known) return known;
    const name = preparedNameFor(text);
    if (name === undefined || kept.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    const entry: Kept = { name };
    kept.set(text, entry);
    return entry;
  };

  const query = client.query.bind(client) as Query;
  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const entry = keptFor(text, params, options);
    if (!entry) return query(text, params, options);
    await client._checkReady();
    // As PGlite's query: never between a transaction's statements.
    return client._runExclusiveTransaction(() =>
      runKept(client, entry, text, params!, options, false),
    );
  }) as Query;

  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Transaction["query"];
      tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        const entry = keptFor(text, params, options);
        if (!entry) return txQuery(text, params, options);
        if (tx.closed) throw new Error("Transaction is closed");
        return runKept(client, entry, text, params!, options, true);
      }) as Transaction["query"];
      return callback(tx);
    });
}

/**
 * The parsers a result is read with, without the copy PGlite's parseResults makes of every
 * parser it has (hundreds: one per array type) to lay a query's own over them: drizzle gives
 * each query its own nine, and that copy was 7.5 % of the server's thread under 200 clients
 * (CPU profile). The query's own parsers sit in front of the client's instead (a parser is
 * looked up by its type's oid, so the prototype's answer where the query has none).
 */
function parsersOf(
  client: PGlite,
  options: QueryOptions | undefined,
): [PGlite["parsers"], QueryOptions | undefined] {
  if (!options?.parsers) return [client.parsers, options];
  const parsers = Object.assign(Object.create(client.parsers), options.parsers);
  return [parsers, { ...options, parsers: undefined }];
}

const { serialize } = protocol;
const { DatabaseError } = protocol.messages;

/** PGlite's #runQuery with a named statement: parse and describe it once, then bind and run. */
function runKept(
  client: PGlite,
  entry: Kept,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results> {
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  return client._runExclusiveQuery(async () => {
    const messages: BackendMessage[] = [];
    try {
      if (!entry.paramTypes) {
        if (!entry.parsed) {
          messages.push(...(await send(serialize.parse({ name: entry.name, text }))));
          entry.parsed = true;
        }
        entry.paramTypes = parse.parseDescribeStatementResults(
          await send(serialize.describe({ type: "S", name: entry.name })),
        );
      }
      const types = entry.paramTypes;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = types[i]!;
        const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      messages.push(
        ...(await send(serialize.bind({ statement: entry.name, values }))),
        ...(await send(serialize.describe({ type: "P" }))),
        ...(await send(serialize.execute({}))),
      );
    } catch (err) {
      // What PGlite's makePGliteError adds: the statement and its values, for the logs.
      if (err instanceof DatabaseError)
        Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(messages, ...parsersOf(client, options))[0]!;
  });
}
