import { describe, expect, it } from "vitest";
import {
  findUnstorableText,
  MAX_JSON_DEPTH,
  storableJson,
  withoutBidiControls,
} from "./storable-text";

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

describe("direction-changing characters (issue 35)", () => {
  const every = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";

  it("removes every one of them and nothing else", () => {
    expect(withoutBidiControls(`a${every}b`)).toBe("ab");
    expect(withoutBidiControls("שלום Ünïcode 🎸 \u200D")).toBe("שלום Ünïcode 🎸 \u200D");
    expect(withoutBidiControls("photo\u202Egnp.exe")).toBe("photognp.exe");
  });

  it("cleans every string and key of a JSON value, and returns it untouched when clean", () => {
    const clean = { name: "Mia", list: ["a", { b: 1 }] };
    expect(storableJson(clean)).toBe(clean);
    expect(storableJson({ "na\u202Eme": ["x\u2066y", 2, null, { z: "\u200F" }] })).toEqual({
      name: ["xy", 2, null, { z: "" }],
    });
  });
});
