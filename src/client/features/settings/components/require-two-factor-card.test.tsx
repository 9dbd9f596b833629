import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { RequireTwoFactorCard } from "./require-two-factor-card";

const workspace = {
  id: "workspace-owls-01",
  name: "The Night Owls",
  role: "owner",
  memberRole: "owner",
  requireTwoFactor: true,
  members: [],
};

let sent: { url: string; body: unknown }[];
beforeEach(() => {
  sent = [];
  // The one request this card may send is the owner's switch; what it carries is the test.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, body: await request.json() });
      return Response.json({ requireTwoFactor: false });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("lifting the rule", () => {
  it("asks for the owner's password first and sends it with the change", async () => {
    const { user } = renderWithQuery(<RequireTwoFactorCard />, (c) =>
      c.setQueryData(queryKeys.team.current, workspace),
    );
    await user.click(screen.getByRole("checkbox", { name: /Require two-factor sign-in/ }));
    // Nothing is sent on the untick: the password is asked for.
    expect(sent).toEqual([]);
    const submit = screen.getByRole("button", { name: "Stop requiring it" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Your password/), "correct-horse-battery");
    await user.click(submit);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toMatch(/\/api\/team\/two-factor$/);
    expect(sent[0]!.body).toEqual({ required: false, password: "correct-horse-battery" });
  });

  it("Cancel keeps the rule and sends nothing", async () => {
    const { user } = renderWithQuery(<RequireTwoFactorCard />, (c) =>
      c.setQueryData(queryKeys.team.current, workspace),
    );
    const box = screen.getByRole("checkbox", { name: /Require two-factor sign-in/ });
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
    expect(box).toBeChecked();
    expect(sent).toEqual([]);
  });
});
