/**
 * What a process computed from an account's data, kept while the account's version (moved by
 * the database on every write, see schema/account-versions.ts) is unchanged. Correct with any
 * number of processes: each reads the version before using its copy. Bounded, least recently
 * used first out.
 */
export class AccountCache<T> {
  readonly #entries = new Map<string, { version: number; value: T }>();

  constructor(readonly max = 1000) {}

  get(accountId: string, version: number): T | undefined {
    const hit = this.#entries.get(accountId);
    if (!hit || hit.version !== version) return undefined;
    this.#entries.delete(accountId);
    this.#entries.set(accountId, hit);
    return hit.value;
  }

  set(accountId: string, version: number, value: T) {
    this.#entries.delete(accountId);
    this.#entries.set(accountId, { version, value });
    if (this.#entries.size > this.max) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
  }
}
