import { describe, expect, it } from "vitest";
import {
  ACCOUNT_STORAGE_BYTES,
  fitsInStorage,
  GUEST_STORAGE_BYTES,
  storageFullMessage,
  storageLimitFor,
  storageUsageText,
} from "./artwork-storage";

const MB = 1024 * 1024;

describe("artwork storage", () => {
  it("gives a guest less than an account", () => {
    expect(storageLimitFor(true)).toBe(GUEST_STORAGE_BYTES);
    expect(storageLimitFor(false)).toBe(ACCOUNT_STORAGE_BYTES);
    expect(GUEST_STORAGE_BYTES).toBeLessThan(ACCOUNT_STORAGE_BYTES);
  });

  it("lets a file fill the storage exactly, not a byte more", () => {
    const usage = { usedBytes: 8 * MB, limitBytes: 10 * MB };
    expect(fitsInStorage(usage, 2 * MB)).toBe(true);
    expect(fitsInStorage(usage, 2 * MB + 1)).toBe(false);
  });

  it("says what is used, the limit, the file's size and what to do", () => {
    const usage = { usedBytes: 18.2 * MB, limitBytes: 20 * MB };
    expect(storageUsageText(usage)).toBe("18.2 MB of 20 MB used");
    expect(storageFullMessage(usage, 3 * MB, false)).toBe(
      "Storage is full: 18.2 MB of 20 MB used, and this file is 3.0 MB. Delete proofs you no longer need to make room.",
    );
    expect(storageFullMessage(usage, 3 * MB, true)).toMatch(
      /create an account to keep up to 500 MB\.$/,
    );
  });
});
