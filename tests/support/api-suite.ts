import { afterAll, beforeAll } from "vitest";
import { type Account, signUp } from "./client";
import { startTestApp, type TestApp, type TestAppOptions } from "./test-app";

export interface ApiSuite {
  /** The app and its database, shared by every test of the file. */
  t: TestApp;
  /** Two real accounts: `a` owns the data, `b` is the other account that must never see it. */
  a: Account;
  b: Account;
}

/**
 * One app on one database per API test file (PGlite is heavy: never one per test), with two
 * signed-up accounts. Read the fields inside tests or hooks, after `beforeAll` has run.
 */
export function setupApiSuite(opts: TestAppOptions = {}): ApiSuite {
  const suite = {} as ApiSuite;
  beforeAll(async () => {
    suite.t = await startTestApp(opts);
    suite.a = await signUp(suite.t);
    suite.b = await signUp(suite.t);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
