import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import type { GuestListView, GuestView } from "../db/queries/logistics/guest-lists";
import { guestListPdf } from "./guest-list-pdf";

const guest = (name: string, o: Partial<GuestView> = {}): GuestView => ({
  id: name,
  name,
  plusOnes: 1,
  affiliation: null,
  passType: "guest",
  contact: null,
  notes: null,
  status: "approved",
  checkedIn: 0,
  checkedInAt: null,
  requestedBy: null,
  requestedByName: "Sam",
  decidedByName: "Sam",
  overrideByName: null,
  overrideReason: null,
  ...o,
});

const list: GuestListView = {
  show: {
    id: "s",
    tourId: "t",
    tourTitle: "Spring Run",
    performanceDate: "2027-03-14",
    venueName: "Café Nürnberg",
    city: "Chicago",
  },
  limits: { allotment: 20, cutoffAt: null, locked: false },
  counts: { approved: 6, requested: 2, requests: 2, checkedIn: 3, ticketsLeft: 12 },
  guests: [
    guest("Zoë Adams", { checkedIn: 2 }),
    guest("Al Brown", { passType: "vip", affiliation: "Label" }),
    guest("Ann de Vries", { checkedIn: 1 }),
    guest("Pending Pete", { status: "requested" }),
  ],
};

describe("the box office PDF", () => {
  it("lists approved guests by last name, with the counts", async () => {
    const lines = pdfText(await guestListPdf(list));
    const names = lines.filter((l) => /Adams|Brown|Vries|Pete/.test(l));
    expect(names).toEqual(
      ["Zoë Adams", "Al Brown — VIP · Label", "Ann de Vries"].map((n) =>
        expect.stringContaining(n),
      ),
    );
    expect(lines).toEqual(expect.arrayContaining(["Checked in", "3 of 6", "Allotment", "20"]));
  });
});
