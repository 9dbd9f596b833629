import crypto from "node:crypto";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { P12Signer } from "@signpdf/signer-p12";
// The named class, not the default instance: the package is CommonJS, and the built server
// (plain Node ESM) sees its default export as the whole module object (no .sign), which the
// tests' bundler hid ("signpdf.sign is not a function" on countersign, e2e).
import { SignPdf } from "@signpdf/signpdf";
import { SIGNER_NAME, type SigningCertificate, toP12 } from "./certificate";

/**
 * Signs a PDF with the installation's certificate (PKCS#7 detached, adbe.pkcs7.detached via
 * @signpdf): a PDF reader then shows that nothing changed since signing. The signing time is
 * the execution's, so the same inputs sign to the same bytes.
 */
export async function signPdf(
  pdf: Buffer,
  cert: SigningCertificate,
  opts: { reason: string; signingTime: Date },
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: opts.reason,
    contactInfo: "",
    name: SIGNER_NAME,
    location: "",
    signingTime: opts.signingTime,
    appName: "Tribe",
  });
  const fixed = pointStartxrefAtXref(withPlaceholder);
  const passphrase = crypto.randomBytes(16).toString("hex");
  const signer = new P12Signer(toP12(cert, passphrase), { passphrase });
  return new SignPdf().sign(fixed, signer, opts.signingTime);
}

/**
 * @signpdf/placeholder-plain writes the update's `startxref` as the offset of the newline
 * before its `xref` keyword, one byte short: qpdf --check then reports "extraneous whitespace
 * seen before xref" and strict readers rebuild the table. The offset is set to the keyword
 * itself before signing (the signature then covers the corrected bytes). The new number has
 * one more digit only when the file's length crosses a power of ten, which shifts nothing the
 * xref table points at (it ends the file).
 */
function pointStartxrefAtXref(pdf: Buffer): Buffer {
  const text = pdf.toString("latin1");
  const xref = text.lastIndexOf("\nxref\n") + 1;
  const tail = /startxref\n(\d+)\n%%EOF\s*$/.exec(text);
  if (xref <= 0 || !tail || Number(tail[1]) === xref) return pdf;
  return Buffer.concat([
    pdf.subarray(0, tail.index),
    Buffer.from(`startxref\n${xref}\n%%EOF`, "latin1"),
  ]);
}
