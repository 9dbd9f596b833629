import { describe, expect, it } from "vitest";
import { findUnstorableText, MAX_JSON_DEPTH } from "./storable-text";

describe("findUnstorableText", () => {
  it("accepts ordinary text, emoji (a proper surrogate pair) and every JSON type", () => {
    expect(
      findUnstorableText({ title: "Tour 🎸 Ü", n: 1, ok: true, none: null, list: ["a", 2] }),
    ).toBeUndefined();
  });

  it("names the field holding a NUL character, however deep", () => {
    expect(findUnstorableText({ title: "a\u0000b" })).toEqual({
      path: "title",
      message: "Must not contain a NUL character",
    });
    expect(findUnstorableText({ showIds: ["x", "y\u0000"] })?.path).toBe("showIds.1");
  });

  it("refuses lone surrogates, high or low, and in keys", () => {
    expect(findUnstorableText({ name: "a\uD800b" })?.message).toMatch(/lone surrogate/);
    expect(findUnstorableText({ name: "\uDC00" })?.path).toBe("name");
    expect(findUnstorableText({ "k\u0000": 1 })?.path).toBe("(key)");
  });

  it("refuses nesting deeper than the limit", () => {
    let deep: unknown = "x";
    for (let i = 0; i <= MAX_JSON_DEPTH; i++) deep = [deep];
    expect(findUnstorableText(deep)?.message).toMatch(/Nested more than/);
    let ok: unknown = "x";
    for (let i = 0; i < MAX_JSON_DEPTH; i++) ok = [ok];
    expect(findUnstorableText(ok)).toBeUndefined();
  });
});
