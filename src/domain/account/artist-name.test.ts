import { describe, expect, it } from "vitest";
import { greetingName } from "./artist-name";

describe("greetingName", () => {
  it("greets an owner by their act, as the spec's 'Welcome Back, {artistName}'", () => {
    expect(greetingName({ artistName: "Mara Vale", name: "Mara Lind" }, true)).toBe("Mara Vale");
  });

  it("greets an owner with no act by their own name, never 'Artist' when a name is known", () => {
    expect(greetingName({ artistName: null, name: "Sam Reyes" }, true)).toBe("Sam Reyes");
    expect(greetingName({ artistName: " ", name: "" }, true)).toBe("Artist");
  });

  it("greets a member of someone else's workspace by their name, not a solo act", () => {
    expect(greetingName({ artistName: "Sam Reyes solo", name: "Sam Reyes" }, false)).toBe(
      "Sam Reyes",
    );
    expect(greetingName({ artistName: "Sam Reyes solo", name: " " }, false)).toBe("Sam Reyes solo");
  });
});
