import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { LinkView } from "@/client/contract/api/types";
import { queryKeys } from "@/client/lib/query-keys";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { ContractLinkPage } from "./contract-link-page";

const TOKEN = "tok_123";

/** What GET /api/contract-links/:token answers (the contracts ADR's shape). */
function view(state: LinkView["contract"]["state"], outOfDate = false): LinkView {
  return {
    contract: {
      title: "Performance agreement",
      artistName: "The Lanterns",
      venueName: "Crystal Ballroom",
      showDate: "2099-05-02",
      version: 2,
      state,
      documentSha256: "b".repeat(64),
      outOfDate,
      executedSha256: state === "executed" ? "e".repeat(64) : null,
      promoterName: "Pat Promoter",
    },
    pdfUrl: `/api/contract-links/${TOKEN}/pdf`,
  };
}

function open(data: LinkView) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[`/contract/${TOKEN}`]}>
      <Routes>
        <Route path="/contract/:token" element={<ContractLinkPage />} />
      </Routes>
    </MemoryRouter>,
    (client) => client.setQueryData(queryKeys.contracts.link(TOKEN), data),
  );
}

describe("the promoter's contract page", () => {
  it("shows what is signed, the PDF, and a form that says what is missing", async () => {
    const { user } = open(view("viewed"));
    expect(screen.getByRole("heading", { name: "Performance agreement" })).toBeInTheDocument();
    expect(screen.getByText("Crystal Ballroom")).toBeInTheDocument();
    expect(screen.getByText("May 2, 2099")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read the contract (PDF)" })).toHaveAttribute(
      "href",
      `/api/contract-links/${TOKEN}/pdf`,
    );
    // The name the manager sent it to is filled in; the signature and the agreement are not.
    expect(screen.getByLabelText("Full name")).toHaveValue("Pat Promoter");
    const sign = screen.getByRole("button", { name: "Sign the contract" });
    expect(sign).toBeDisabled();
    expect(screen.getByText("Type or draw your signature.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Type your signature"), "Pat P.");
    expect(screen.getByText("Tick the box to agree.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox"));
    expect(sign).toBeEnabled();
  });

  it("shows the receipt, not the form, once the promoter has signed", () => {
    open(view("promoter_signed"));
    expect(screen.getByRole("heading", { name: "Signed" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Download what you signed/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign the contract" })).toBeNull();
  });

  it("keeps the promoter's signed copy when the deal changed after they signed, and says what comes next", () => {
    open(view("promoter_signed", true));
    expect(screen.getByRole("heading", { name: "Signed" })).toBeInTheDocument();
    expect(
      screen.getByText(/The artist's manager will send you a new version to sign/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Make a new version/)).toBeNull();
    expect(screen.getByRole("link", { name: /Download what you signed/ })).toBeInTheDocument();
  });

  it("says both sides have signed once executed", () => {
    open(view("executed"));
    expect(screen.getByRole("heading", { name: "Signed by both sides" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /the executed contract/ })).toBeInTheDocument();
    // The fingerprint shown is the downloaded file's, the one /verify computes (issue 47).
    expect(screen.getByTestId("download-fingerprint")).toHaveTextContent("e".repeat(64));
  });
});
