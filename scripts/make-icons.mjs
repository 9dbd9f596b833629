// Writes the web app manifest's icons (public/icons/) from the favicon. Run by hand when the
// mark changes: `node scripts/make-icons.mjs`; the PNGs are committed.
import fs from "node:fs";
import sharp from "sharp";

const mark = fs.readFileSync("public/favicon.svg", "utf8");
const out = (name) => `public/icons/${name}`;

// "any": the favicon's rounded square, as is.
for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`));
}

// "maskable": a launcher may crop to any shape inside the middle 80 %, so the bars sit on a
// full-bleed square of the brand colour, well inside that safe zone.
const bars = mark
  .replace(/<title>.*<\/title>/, "")
  .replace(/<rect[^>]*\/>/, '<rect width="32" height="32" fill="#7c3aed"/>')
  .replace('transform="translate(6 6) scale(0.8333)"', 'transform="translate(8.8 8.8) scale(0.6)"');
await sharp(Buffer.from(bars), { density: (72 * 512) / 32 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(out("maskable-512.png"));
