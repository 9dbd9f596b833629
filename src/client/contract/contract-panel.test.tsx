import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { ContractDetail } from "@/domain/contracts/contracts";
import { renderWithQuery } from "../../../tests/support/render-with-query";
import type { ShowContract } from "./api/types";
import { ContractChip } from "./contract-chip";
import { ContractPanel } from "./contract-panel";

const T = "tour-1";
const S = "show-1";

/** A contract as GET …/shows/:showId/contract answers it (the contracts ADR's shape). */
function contract(over: Partial<ContractDetail> = {}): ContractDetail {
  return {
    id: "c1",
    showId: S,
    version: 1,
    state: "draft",
    outOfDate: false,
    promoterName: null,
    sentAt: null,
    viewedAt: null,
    promoterSignedAt: null,
    executedAt: null,
    updatedAt: "2026-11-26T10:00:00Z",
    showDate: "2027-03-01",
    venueName: "The Fillmore",
    title: "Performance agreement",
    documentSha256: "a".repeat(64),
    executedSha256: null,
    linkActive: false,
    linkExpiresAt: null,
    events: [
      {
        at: "2026-11-26T10:00:00Z",
        kind: "created",
        actor: "Mia Manager",
        address: null,
        userAgent: null,
        sha256: "a".repeat(64),
      },
    ],
    ...over,
  };
}

function panel(answer: ShowContract) {
  return renderWithQuery(<ContractPanel tourId={T} showId={S} />, (client) =>
    client.setQueryData(queryKeys.tours.contract(T, S), answer),
  );
}

describe("the manager's contract panel", () => {
  it("offers to make the contract when the show can have one, and says why not otherwise", () => {
    const { unmount } = panel({ contract: null, canCreate: true, whyNot: null });
    expect(screen.getByRole("button", { name: "Make the contract" })).toBeEnabled();
    unmount();
    panel({ contract: null, canCreate: false, whyNot: "Add a deal to this show first" });
    expect(screen.getByText("Add a deal to this show first")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Make the contract" })).toBeNull();
  });

  it("previews a draft and sends it to the promoter", () => {
    panel({ contract: contract(), canCreate: false, whyNot: null });
    expect(screen.getByTestId("contract-state")).toHaveTextContent("Contract: draft");
    expect(screen.getByRole("link", { name: "Preview the PDF" })).toHaveAttribute(
      "href",
      "/api/contracts/c1/pdf",
    );
    expect(screen.getByLabelText("Promoter's email")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send to the promoter" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Void this contract" })).toBeInTheDocument();
    expect(screen.getByText("Audit trail (1)")).toBeInTheDocument();
  });

  it("turns off a sent link, or sends a new one in its place", () => {
    panel({
      contract: contract({
        state: "viewed",
        promoterName: "Pat Promoter",
        sentAt: "2026-11-26T11:00:00Z",
        viewedAt: "2026-11-26T12:00:00Z",
        linkActive: true,
        linkExpiresAt: "2026-12-26T11:00:00Z",
      }),
      canCreate: false,
      whyNot: null,
    });
    expect(screen.getByRole("button", { name: "Turn the link off" })).toBeInTheDocument();
    // Sending again (a lost mail, another address) replaces the link; it is tucked away.
    expect(screen.getByText("Send again")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a new link" })).not.toBeVisible();
    expect(screen.getByText(/Promoter: Pat Promoter/)).toBeInTheDocument();
  });

  it("asks for a new version of an out-of-date contract and offers no signing", () => {
    panel({
      contract: contract({ state: "promoter_signed", outOfDate: true }),
      canCreate: true,
      whyNot: null,
    });
    expect(screen.getByTestId("contract-state")).toHaveTextContent("Out of date");
    expect(screen.getByRole("button", { name: "Make a new version" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Countersign" })).toBeNull();
  });

  it("countersigns only with a name, a signature and the agreement", async () => {
    const { user } = panel({
      contract: contract({ state: "promoter_signed", promoterSignedAt: "2026-11-26T13:00:00Z" }),
      canCreate: false,
      whyNot: null,
    });
    const sign = screen.getByRole("button", { name: "Countersign" });
    expect(sign).toBeDisabled();
    await user.type(screen.getByLabelText("Full name"), "Mia Manager");
    expect(screen.getByText("Type or draw your signature.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Type your signature"), "Mia M.");
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole("checkbox"));
    expect(sign).toBeEnabled();
  });

  it("takes a drawn signature from the pointer (finger, pen or mouse)", async () => {
    const { user } = panel({
      contract: contract({ state: "promoter_signed" }),
      canCreate: false,
      whyNot: null,
    });
    await user.type(screen.getByLabelText("Full name"), "Mia Manager");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("radio", { name: "Draw it" }));
    const sign = screen.getByRole("button", { name: "Countersign" });
    expect(sign).toBeDisabled();
    const box = screen.getByTestId("signature-canvas");
    fireEvent.pointerDown(box, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(box, { clientX: 60, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(box, { pointerId: 1 });
    expect(box).toHaveAccessibleName("Your drawn signature");
    expect(sign).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(sign).toBeDisabled();
  });

  it("downloads the executed PDF and offers nothing more to sign or void", () => {
    panel({
      contract: contract({ state: "executed", executedAt: "2026-11-27T09:00:00Z" }),
      canCreate: false,
      whyNot: null,
    });
    expect(screen.getByTestId("contract-state")).toHaveTextContent("Executed");
    expect(screen.getByRole("link", { name: "Download the executed PDF" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Void this contract" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Send/ })).toBeNull();
  });

  it("says an executed contract no longer matches a deal changed since, and offers an amendment (issue 47)", () => {
    panel({
      contract: contract({
        state: "executed",
        outOfDate: true,
        executedAt: "2026-11-27T09:00:00Z",
        executedSha256: "e".repeat(64),
      }),
      canCreate: true,
      whyNot: null,
    });
    expect(screen.getByTestId("contract-state")).toHaveTextContent("Executed · deal changed");
    expect(screen.getByText(/it no longer matches the deal/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make an amendment" })).toBeEnabled();
    // The fingerprint shown is the executed file's: the one /verify computes for the download.
    expect(screen.getByTestId("contract-fingerprint")).toHaveTextContent("e".repeat(64));
  });
});

describe("the tour page's contract chip", () => {
  const chip = (contracts: unknown, confirmed = true) =>
    renderWithQuery(
      <ContractChip tourId={T} showId={S} showName="The Fillmore" confirmed={confirmed} />,
      (client) => client.setQueryData(queryKeys.tours.contracts(T), { contracts }),
    );

  it("draws nothing for crew and artists, whose list is hidden", () => {
    chip({ hidden: true });
    expect(screen.queryByTestId("contract-chip")).toBeNull();
  });

  it("reads the show's contract state, and offers one to a confirmed show without", () => {
    const { unmount } = chip([contract({ state: "sent" })]);
    expect(screen.getByTestId("contract-chip")).toHaveTextContent("Contract: sent");
    unmount();
    chip([]);
    expect(screen.getByTestId("contract-chip")).toHaveTextContent("Contract");
  });

  it("says an executed contract's deal changed since (issue 47)", () => {
    chip([contract({ state: "executed", outOfDate: true })]);
    expect(screen.getByTestId("contract-chip")).toHaveTextContent("Executed · deal changed");
  });
});
