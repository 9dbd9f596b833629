import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { onIntent, preloadable } from "./preloadable";

const Dialog = ({ title }: { title: string }) => <div role="dialog" aria-label={title} />;

const shown = (Part: React.ComponentType<{ title: string }>) =>
  render(
    <Suspense fallback={<p>Loading...</p>}>
      <Part title="Export Data" />
    </Suspense>,
  );

describe("a part whose code comes when asked for", () => {
  it("renders at once, without its fallback, once its code came ahead of it", async () => {
    const load = vi.fn(async () => Dialog);
    const Part = preloadable(load);
    await act(async () => Part.preload());
    shown(Part);
    // In the first commit: no fallback was ever shown, so nothing holds the part back.
    expect(screen.getByRole("dialog", { name: "Export Data" })).toBeTruthy();
    expect(screen.queryByText("Loading...")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("suspends until its code is here when it was not fetched before", async () => {
    let arrive!: (part: typeof Dialog) => void;
    const Part = preloadable(() => new Promise<typeof Dialog>((resolve) => (arrive = resolve)));
    shown(Part);
    expect(screen.getByText("Loading...")).toBeTruthy();
    await act(async () => arrive(Dialog));
    expect(await screen.findByRole("dialog", { name: "Export Data" })).toBeTruthy();
  });

  it("fetches its code once however often it is asked, and again after a failed fetch", async () => {
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(Dialog);
    const Part = preloadable(load);
    await act(async () => Part.preload());
    await act(async () => Part.preload());
    await act(async () => Part.preload());
    expect(load).toHaveBeenCalledTimes(2);
    shown(Part);
    expect(screen.getByRole("dialog", { name: "Export Data" })).toBeTruthy();
  });

  it("is asked for by the pointer over its opener, focus on it, or a touch", () => {
    for (const reach of [fireEvent.pointerEnter, fireEvent.focus, fireEvent.pointerDown]) {
      const preload = vi.fn();
      const { unmount } = render(
        <button type="button" {...onIntent(preload)}>
          Export Data
        </button>,
      );
      reach(screen.getByRole("button", { name: "Export Data" }));
      expect(preload).toHaveBeenCalledTimes(1);
      unmount();
    }
  });
});
