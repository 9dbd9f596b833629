import type { FieldErrors, Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const needsAt: Resolver<Values> = (values) => {
  if (values.email.includes("@")) return { values, errors: {} as Record<string, never> };
  const errors: FieldErrors<Values> = {
    email: { type: "format", message: "Enter a valid email address" },
  };
  return { values: {}, errors };
};

describe("a form's validation fetched on first use", () => {
  it("is fetched once, by the first focus or submit, and then validates", async () => {
    const load = vi.fn(async () => needsAt);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    const bad = await resolver({ email: "nope" }, undefined, options);
    const good = await resolver({ email: "a@b.c" }, undefined, options);
    expect(bad.errors.email?.message).toBe("Enter a valid email address");
    expect(good.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says the server is out of reach when it cannot be fetched, and tries again next time", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(needsAt);
    const { resolver } = lazyResolver(load);
    const offline = await resolver({ email: "a@b.c" }, undefined, options);
    expect(offline.errors.root?.message).toBe("Cannot reach the server. Check your connection.");
    expect((await resolver({ email: "a@b.c" }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
