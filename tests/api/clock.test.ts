import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { memberOf, showWithList } from "../support/guest-lists";
import { pdfText } from "../support/pdf-text";

const s = setupApiSuite();

/** The printed lines of a day sheet's PDF, as `cookie` downloads it. */
async function printed(path: string, cookie: string) {
  const res = await s.t.app.request(`http://localhost:3000${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer())).join("\n");
}

describe("the day sheet's PDF reads the person's clock (issue 47)", () => {
  it("24-hour until they choose, as the screen does; 12-hour once chosen; each their own", async () => {
    const { tourId, showId } = await showWithList(s.t, s.a);
    const crew = await memberOf(s.t, s.a, "crew");
    const set = await call(s.t, "PUT", `/api/tours/${tourId}/day-sheets/${showId}`, {
      cookie: crew.cookie,
      json: { loadIn: "14:30", doors: "19:00" },
    });
    expect(set.status, set.text).toBe(200);
    const pdf = `/api/tours/${tourId}/day-sheets/${showId}/pdf`;

    const before = await printed(pdf, crew.cookie);
    expect(before).toContain("14:30");
    expect(before).not.toMatch(/\d PM/);

    const chose = await call(s.t, "PUT", "/api/profile/time-format", {
      cookie: crew.cookie,
      json: { timeFormat: "12h" },
    });
    expect(chose.status, chose.text).toBe(200);
    const after = await printed(pdf, crew.cookie);
    expect(after).toContain("2:30 PM");
    expect(after).toContain("7:00 PM");
    expect(after).not.toContain("14:30");

    // The owner never chose: their copy stays 24-hour.
    expect(await printed(pdf, s.a.cookie)).toContain("14:30");
  });
});
