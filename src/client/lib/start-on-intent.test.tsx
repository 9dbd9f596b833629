import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { holdEarlyClicks, releaseEarlyClicks } from "./early-clicks";
import { startOnIntent } from "./start-on-intent";
import { beginHydration, useHydrated } from "./use-hydrated";

describe("a pre-rendered page's app, started when the reader reaches for it", () => {
  it("starts on the first focus, key, touch, pointer or click, once", () => {
    for (const event of [
      new MouseEvent("click", { bubbles: true }),
      new FocusEvent("focusin", { bubbles: true }),
      new KeyboardEvent("keydown", { bubbles: true }),
      new Event("touchstart", { bubbles: true }),
      new Event("pointermove", { bubbles: true }),
      new Event("pointerdown", { bubbles: true }),
    ]) {
      const start = vi.fn();
      startOnIntent(start);
      expect(start).not.toHaveBeenCalled();
      document.body.dispatchEvent(event);
      document.body.dispatchEvent(event);
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it("starts at once when a field of a form already has the focus", () => {
    // A focused field left behind would start the next test's app at once.
    onTestFinished(() => document.body.replaceChildren());
    document.body.innerHTML = "<form><input aria-label='Email' autofocus></form>";
    screen.getByLabelText("Email").focus();
    const start = vi.fn();
    startOnIntent(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

function Page({ onDemo, demo = "Try the demo" }: { onDemo: () => void; demo?: string }) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState("sign-in");
  return (
    <div>
      <button type="button" role="tab" onMouseDown={() => setTab("sign-up")}>
        Sign Up
      </button>
      <button type="button" onClick={onDemo}>
        {demo}
      </button>
      <p>{tab}</p>
      <p>{hydrated ? "ready" : "starting"}</p>
    </div>
  );
}

/** The page as the build renders it (before the JavaScript has taken over), its presses held. */
function prerenderedPage(onDemo: () => void) {
  beginHydration();
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Page onDemo={onDemo} />);
  document.body.replaceChildren(root);
  holdEarlyClicks(root);
  return root;
}

describe("a button pressed before the app has taken the page over", () => {
  // Each test holds the presses of its own page.
  beforeEach(() => releaseEarlyClicks());

  it("is pressed again once it has: the press as a whole, once, for the last one pressed", async () => {
    const onDemo = vi.fn();
    const root = prerenderedPage(onDemo);

    // Pressed before React runs: nothing happens yet, and the browser does nothing either.
    const tab = screen.getByRole("tab", { name: "Sign Up" });
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    tab.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    screen.getByRole("button", { name: "Try the demo" }).click();
    expect(onDemo).not.toHaveBeenCalled();

    await act(async () => {
      hydrateRoot(root, <Page onDemo={onDemo} />);
    });
    await waitFor(() => expect(onDemo).toHaveBeenCalledTimes(1));
    await screen.findByText("ready");
    // Only the last press counts: the tab pressed first stays as it was.
    expect(screen.getByText("sign-in")).toBeInTheDocument();

    // From now on the app answers presses itself, and nothing is held back.
    await act(async () => screen.getByRole("button", { name: "Try the demo" }).click());
    expect(onDemo).toHaveBeenCalledTimes(2);
  });

  it("acts on mousedown too when that is what the control listens to (Radix's tabs)", async () => {
    const root = prerenderedPage(() => {});
    screen.getByRole("tab", { name: "Sign Up" }).click();
    await act(async () => {
      hydrateRoot(root, <Page onDemo={() => {}} />);
    });
    expect(await screen.findByText("sign-up")).toBeInTheDocument();
  });

  it("is pressed again when the press alone started the app (a screen reader's click)", async () => {
    const onDemo = vi.fn();
    const root = prerenderedPage(onDemo);
    let started = false;
    startOnIntent(() => {
      started = true;
    });
    screen.getByRole("button", { name: "Try the demo" }).click();
    expect(started).toBe(true);
    expect(onDemo).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(root, <Page onDemo={onDemo} />);
    });
    await waitFor(() => expect(onDemo).toHaveBeenCalledTimes(1));
  });

  it("is pressed again in its place when the app draws the page afresh (another language)", async () => {
    const onDemo = vi.fn();
    const root = prerenderedPage(onDemo);
    screen.getByRole("button", { name: "Try the demo" }).click();
    root.replaceChildren();
    await act(async () => {
      createRoot(root).render(<Page onDemo={onDemo} demo="Demo ausprobieren" />);
    });
    await waitFor(() => expect(onDemo).toHaveBeenCalledTimes(1));
  });

  it("leaves links and clicks outside the page's root alone", () => {
    document.body.innerHTML = "<div id='r'><a href='#x'>Home</a></div><button>Outside</button>";
    holdEarlyClicks(document.getElementById("r")!);
    const onLink = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("link", { name: "Home" }).dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    const outside = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("button", { name: "Outside" }).dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(false);
    releaseEarlyClicks();
  });
});
