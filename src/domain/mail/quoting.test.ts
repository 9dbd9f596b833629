import { describe, expect, it } from "vitest";
import { escapeHtml, quoteLines, singleLine } from "./quoting";

describe("people's text in mail", () => {
  it("collapses every break and control character of a single-line field to one space", () => {
    expect(singleLine("Night\r\nOwls\u2028Bcc:\tx\u0000y\u0085z  ")).toBe("Night Owls Bcc: x y z");
  });

  it("quotes every line of a block, whatever breaks it uses", () => {
    expect(quoteLines("Lot B\r\nBcc: a@b.co\rOpen: https://x\u2028end")).toBe(
      "> Lot B\n> Bcc: a@b.co\n> Open: https://x\n> end",
    );
    expect(quoteLines("one\n\ntwo")).toBe("> one\n>\n> two");
  });

  it("escapes everything that could become markup", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;",
    );
  });
});
