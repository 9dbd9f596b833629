import { describe, expect, it } from "vitest";
import { cleanFileName, sniffArtworkType } from "./artwork-files";

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe("artwork type by content", () => {
  it("knows PNG, JPEG, WebP and PDF by their first bytes", () => {
    expect(sniffArtworkType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      "image/png",
    );
    expect(sniffArtworkType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffArtworkType(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffArtworkType(text("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffArtworkType(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffArtworkType(text("GIF89a"))).toBeNull();
    expect(sniffArtworkType(text("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeNull();
    expect(sniffArtworkType(new Uint8Array())).toBeNull();
  });
});

describe("file names", () => {
  it("keeps the base name without paths, quotes or control characters", () => {
    expect(cleanFileName("C:\\proofs\\poster v2.png")).toBe("poster v2.png");
    expect(cleanFileName('../../"evil"\r\nname.pdf')).toBe("evil" + "name.pdf");
    expect(cleanFileName("")).toBe("artwork");
  });

  it("cuts a long name at 200 characters without splitting one in two (no lone surrogate)", () => {
    // Probe of issue 46: 199 letters and an emoji were stored with "\uFFFD" at the end.
    const cut = cleanFileName(`${"x".repeat(199)}\u{1F600}`);
    expect(cut).toBe(`${"x".repeat(199)}\u{1F600}`);
    expect(cleanFileName(`${"x".repeat(200)}\u{1F600}`)).toBe("x".repeat(200));
    expect(cleanFileName("\u{1F600}".repeat(150))).toBe("\u{1F600}".repeat(150));
  });
});
