import { afterEach, describe, expect, it } from "vitest";
import { type Message, switchMessages } from "@/client/i18n/t";
import { ApiRequestError, unwrap } from "./api-client";

const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 400,
    status,
    json: async () => (typeof body === "string" ? JSON.parse(body) : body),
  });

const refusal = (request: ReturnType<typeof answer>, fallback?: Message) =>
  unwrap(request, fallback).then(
    () => {
      throw new Error("expected a refusal");
    },
    (err: unknown) => err as ApiRequestError,
  );

const TOURS_FAILED: Message = {
  id: "test.tours.failed",
  defaultMessage: "Failed to fetch tour data",
};

describe("unwrap reads a refusal's code", () => {
  it("keeps the server's code, message and fields", async () => {
    const err = await refusal(
      answer(409, {
        error: { code: "date_conflict", message: "Another show is already confirmed on Mar 3" },
      }),
    );
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({
      code: "date_conflict",
      status: 409,
      message: "Another show is already confirmed on Mar 3",
    });
    const bad = await refusal(
      answer(400, {
        error: {
          code: "validation",
          message: "Invalid input — title: Required",
          fields: { title: "Required" },
        },
      }),
    );
    expect(bad).toMatchObject({ code: "validation", fields: { title: "Required" } });
  });

  it("an answer that is not ours is 'unknown' with the fallback message", async () => {
    const proxy = await refusal(answer(502, "not json at all"), TOURS_FAILED);
    expect(proxy).toMatchObject({
      code: "unknown",
      status: 502,
      message: "Failed to fetch tour data",
    });
    const strange = await refusal(answer(409, { error: { code: "made_up", message: "Hm" } }));
    expect(strange.code).toBe("unknown");
  });

  it("no answer at all is 'network'", async () => {
    const err = await refusal(Promise.reject(new TypeError("Failed to fetch")));
    expect(err).toMatchObject({
      code: "network",
      status: 0,
      message: "Cannot reach the server. Check your connection.",
    });
  });
});

describe("a refusal's own words are in the person's language", () => {
  afterEach(() => switchMessages("en", {}));

  it("writes the fallback and the network message in the language read when they are shown", async () => {
    const pending = refusal(answer(502, "not json at all"), TOURS_FAILED);
    // The language can change after the call is made: the words are written when it fails.
    switchMessages("de", {
      [TOURS_FAILED.id]: "Die Tourdaten konnten nicht geladen werden",
      "app.api.unreachable": "Der Server ist nicht erreichbar. Prüfe deine Verbindung.",
    });
    expect((await pending).message).toBe("Die Tourdaten konnten nicht geladen werden");
    const offline = await refusal(Promise.reject(new TypeError("Failed to fetch")));
    expect(offline.message).toBe("Der Server ist nicht erreichbar. Prüfe deine Verbindung.");
  });
});
