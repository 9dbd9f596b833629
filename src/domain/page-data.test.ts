import { describe, expect, it } from "vitest";
import { jsonForScript, PAGE_DATA_IDS, pageDataBlocks } from "./page-data";

describe("answers carried in a page", () => {
  const hostile = { title: '</script><script>alert(1)</script><!-- </SCRIPT > \u2028 "q"' };

  it("cannot close their script element, yet read back as the same JSON", () => {
    const text = jsonForScript(JSON.stringify(hostile));
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("go in one data block per answer, which the browser does not run", () => {
    const html = pageDataBlocks({
      session: "null",
      overview: JSON.stringify(hostile),
      team: JSON.stringify({ name: hostile.title }),
    });
    expect(html.match(/<script type="application\/json" id="[^"]+">/g)).toEqual([
      `<script type="application/json" id="${PAGE_DATA_IDS.session}">`,
      `<script type="application/json" id="${PAGE_DATA_IDS.overview}">`,
      `<script type="application/json" id="${PAGE_DATA_IDS.team}">`,
    ]);
    expect(html.match(/<\/script>/gi)).toHaveLength(3);
  });
});
