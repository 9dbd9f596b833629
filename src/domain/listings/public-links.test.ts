import { describe, expect, it } from "vitest";
import { publicLink } from "./public-links";

describe("a link fans follow", () => {
  it("is http(s) only, as the URL parser writes it", () => {
    expect(publicLink("https://tickets.example/a b")).toBe("https://tickets.example/a%20b");
    expect(publicLink("https://tickets.example/a\r\nb")).toBe("https://tickets.example/ab");
    expect(publicLink("javascript:alert(1)")).toBeNull();
    expect(publicLink("data:text/html,x")).toBeNull();
    expect(publicLink("not a link")).toBeNull();
    expect(publicLink(null)).toBeNull();
  });
});
