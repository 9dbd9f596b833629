/**
 * Values per session token that can also be dropped for one person at once, without a walk
 * over every token: a guest clean-up tells of thousands of people in one go (change-notices.ts).
 * Insertion order is kept, so the oldest token is the first.
 */
export class TokensByUser<T> {
  readonly #values = new Map<string, { userId: string; value: T }>();
  readonly #tokens = new Map<string, Set<string>>();

  get size() {
    return this.#values.size;
  }

  get(token: string): T | undefined {
    return this.#values.get(token)?.value;
  }

  userOf(token: string): string | undefined {
    return this.#values.get(token)?.userId;
  }

  oldestToken(): string | undefined {
    return this.#values.keys().next().value;
  }

  set(token: string, userId: string, value: T) {
    this.delete(token);
    this.#values.set(token, { userId, value });
    const tokens = this.#tokens.get(userId) ?? new Set<string>();
    tokens.add(token);
    this.#tokens.set(userId, tokens);
  }

  delete(token: string) {
    const held = this.#values.get(token);
    if (!held) return;
    this.#values.delete(token);
    const tokens = this.#tokens.get(held.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.#tokens.delete(held.userId);
  }

  deleteUser(userId: string) {
    for (const token of this.#tokens.get(userId) ?? []) this.#values.delete(token);
    this.#tokens.delete(userId);
  }

  clear() {
    this.#values.clear();
    this.#tokens.clear();
  }
}
