import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useHasOpened } from "./use-has-opened";

describe("useHasOpened", () => {
  it("is false while a dialog has never been opened, so its content is not mounted", () => {
    const { result, rerender } = renderHook(({ open }) => useHasOpened(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
  });

  it("turns true on the first open and stays true after closing, so the close animation plays", () => {
    const { result, rerender } = renderHook(({ open }) => useHasOpened(open), {
      initialProps: { open: false },
    });
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it("is true at once for a dialog that starts open", () => {
    const { result } = renderHook(() => useHasOpened(true));
    expect(result.current).toBe(true);
  });
});
