import { afterEach, describe, expect, it } from "vitest";
import { currentAccountId } from "@/client/offline/saved-answers";
import { rememberSignedIn, type Session } from "./auth-client";

const USER = "user-dee-0001";
const JOINED = "workspace-lumen-02";

const session = (workspaceId: string | null, id = "session-1") =>
  ({
    user: { id: USER, artistName: "Crew Dee", isAnonymous: false },
    session: { id, userId: USER, workspaceId },
  }) as unknown as NonNullable<Session>;

afterEach(() => localStorage.clear());

describe("the session the server answers", () => {
  it("names the workspace the page works in from its first request on", () => {
    // The page last worked in the person's own workspace; they joined another meanwhile.
    localStorage.setItem("tribe_auth", JSON.stringify({ userId: USER }));
    localStorage.setItem("tribe_workspace", JSON.stringify({ userId: USER, workspaceId: USER }));
    rememberSignedIn(session(JOINED));
    expect(currentAccountId()).toBe(JOINED);
  });

  it("names the person's own workspace when the session has chosen none", () => {
    rememberSignedIn(session(null));
    expect(currentAccountId()).toBe(USER);
  });

  it("offline, the stand-in keeps the workspace the page worked in", () => {
    localStorage.setItem("tribe_auth", JSON.stringify({ userId: USER }));
    localStorage.setItem("tribe_workspace", JSON.stringify({ userId: USER, workspaceId: JOINED }));
    rememberSignedIn(session(null, "offline"));
    expect(currentAccountId()).toBe(JOINED);
  });
});
