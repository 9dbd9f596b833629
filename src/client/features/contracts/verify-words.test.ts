import { describe, expect, it } from "vitest";
import type { VerifyAnswer } from "@/domain/contracts/contracts";
import { verdictWords } from "./verify-words";

const contract = (over: Partial<NonNullable<VerifyAnswer["contract"]>>) => ({
  title: "Artist Performance Agreement",
  venueName: "Station 9",
  showDate: "2099-05-02",
  version: 2,
  stage: "draft" as const,
  replaced: false,
  void: false,
  outOfDate: false,
  promoterSignedAt: null,
  executedAt: null,
  sha256: "a".repeat(64),
  ...over,
});

describe("the verify page's verdict (issues 46, 47)", () => {
  it("says a draft, a copy signed by one side and the executed file as what they are", () => {
    const draft = verdictWords({ verdict: "issued", contract: contract({}), signature: null });
    expect(draft.headline).toMatch(/^This is a draft Tribe made: version 2 of Artist/);
    expect(draft.tone).toBe("issued");
    const signed = verdictWords({
      verdict: "issued",
      contract: contract({ stage: "promoter_signed", promoterSignedAt: "2099-04-01T10:00:00Z" }),
      signature: null,
    });
    expect(signed.headline).toMatch(/^This is the document the promoter signed on /);
    expect(signed.details[0]).toBe(
      "The artist's side has not countersigned it yet: it is signed by one side.",
    );
    const executed = verdictWords({
      verdict: "executed_unchanged",
      contract: contract({ stage: "executed", executedAt: "2099-04-02T10:00:00Z" }),
      signature: { valid: true, signer: "Tribe contract signing" },
    });
    expect(executed.tone).toBe("good");
    expect(executed.headline).toMatch(
      /^This is the executed contract for Station 9 on May 2, 2099/,
    );
  });

  it("names no contract for a file Tribe did not issue, whatever it claims", () => {
    const forged = verdictWords({ verdict: "altered", contract: null, signature: null });
    expect(forged.headline).toBe("Tribe did not issue this PDF.");
    expect(forged.details.join(" ")).not.toMatch(/Station 9|Agreement/);
    const tampered = verdictWords({
      verdict: "altered",
      contract: null,
      signature: { valid: false, signer: "Tribe contract signing" },
    });
    expect(tampered.headline).toBe("This PDF was altered after signing.");
  });
});
