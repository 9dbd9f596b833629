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
  const passphrase = crypto.randomBytes(16).toString("hex");
  const signer = new P12Signer(toP12(cert, passphrase), { passphrase });
  return new SignPdf().sign(withPlaceholder, signer, opts.signingTime);
}
