import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";

/**
 * Issue 36 item 9: a person has a name of their own, apart from the act's. A tour manager
 * who signs up for a band is "Dana Okafor" in Activity and on the Team page, and the
 * workspace is "The Lanterns".
 */
const s = setupApiSuite();
const get = async (a: Account, path: string) =>
  (await call(s.t, "GET", path, { cookie: a.cookie })).data;

describe("a person's own name", () => {
  it("is asked at sign-up apart from the act's, and is what Team and Activity show", async () => {
    const dana = await signUp(s.t, { name: "Dana Okafor", artistName: "The Lanterns" });
    expect(await get(dana, "/api/profile")).toMatchObject({
      name: "Dana Okafor",
      artistName: "The Lanterns",
    });
    const team = await get(dana, "/api/team");
    expect(team.name).toBe("The Lanterns");
    expect(team.members.map((m: { name: string }) => m.name)).toEqual(["Dana Okafor"]);

    await call(s.t, "POST", "/api/tours", { cookie: dana.cookie, json: { title: "Spring Run" } });
    const [latest] = (await get(dana, "/api/activity")).entries;
    expect(latest.actorName).toBe("Dana Okafor");
  });

  it("Settings edits both: the person's name and the act's, which names their workspace", async () => {
    const dana = await signUp(s.t, { name: "Dana Okafor", artistName: "The Lanterns" });
    const saved = await call(s.t, "PATCH", "/api/profile", {
      cookie: dana.cookie,
      json: { name: "Dana O.", artistName: "The Lantern Band" },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ name: "Dana O.", artistName: "The Lantern Band" });
    const team = await get(dana, "/api/team");
    expect(team.name).toBe("The Lantern Band");
    expect(team.members[0].name).toBe("Dana O.");

    const empty = await call(s.t, "PATCH", "/api/profile", {
      cookie: dana.cookie,
      json: { name: " ", artistName: "The Lantern Band" },
    });
    expect(empty.status).toBe(400);
    expect(empty.data.error.fields).toEqual({ name: "Your name is required" });
    // An older client that sends the act's name alone leaves the person's name as it was.
    await call(s.t, "PATCH", "/api/profile", {
      cookie: dana.cookie,
      json: { artistName: "The Lanterns" },
    });
    expect(await get(dana, "/api/profile")).toMatchObject({
      name: "Dana O.",
      artistName: "The Lanterns",
    });
  });
});
