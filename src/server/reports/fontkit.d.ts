// fontkit (pdfkit's font engine) ships no types: only what pdf-font-chain.ts asks of a font.
declare module "fontkit" {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    ascent: number;
    unitsPerEm: number;
  }
  export function create(buffer: Buffer): Font;
}
