import { describe, expect, it } from "vitest";
import { embedTheme } from "./embed-theme";

describe("the embedded list's colours and font from the host page", () => {
  it("takes hex colours, with or without #, in any case", () => {
    expect(embedTheme({ color: "#222", background: "FFFFFF", accent: "#C0ffee80" })).toEqual({
      color: "#222",
      background: "#ffffff",
      accent: "#c0ffee80",
    });
  });

  it("ignores anything that is not a hex colour", () => {
    for (const bad of [
      "red",
      "#12345",
      "#ggg",
      "rgb(0,0,0)",
      "#fff;background:url(x)",
      "#fff}body{display:none",
      "",
      "#",
    ]) {
      expect(embedTheme({ color: bad, background: bad, accent: bad }), bad).toEqual({});
    }
  });

  it("takes CSS's own families as they are and a plain family name quoted", () => {
    expect(embedTheme({ font: "Serif" }).font).toBe("serif");
    expect(embedTheme({ font: "  Open   Sans " }).font).toBe('"Open Sans", system-ui, sans-serif');
    expect(embedTheme({ font: "IBM-Plex-Mono2" }).font).toBe(
      '"IBM-Plex-Mono2", system-ui, sans-serif',
    );
  });

  it("ignores a family name that could leave the declaration", () => {
    for (const bad of ['Arial"', "Arial;color:red", "a{}", "x".repeat(41), "Comic\\Sans", "-x"]) {
      expect(embedTheme({ font: bad }).font, bad).toBeUndefined();
    }
  });
});
