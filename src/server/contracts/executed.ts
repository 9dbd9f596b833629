import { isLocale } from "@/domain/i18n/locales";
import type { RenderDocument } from "../db/queries/contracts/contract-rows";
import type { Execute } from "../db/queries/contracts/signing";
import { pdfInPool } from "../heavy/pdf-in-pool";
import { translatorFor } from "../i18n/translator";
import { signingCertificate } from "./certificate";
import type { SignedBy } from "./contract-pdf";

/**
 * The draft (or sent) document's PDF: the frozen text at the version's creation time, laid
 * out in a worker thread (issue 49).
 */
export const renderDocument: RenderDocument = (input) => pdfInPool("contractDocument", input);

/**
 * The executed PDF (issue 39, item 3): the document, a page with both signatures, the audit
 * trail, then the installation's PKCS#7 signature over all of it. The certificate is read
 * here (the database is the main thread's); the layout and the signing run in a worker.
 */
export const executeWith =
  (secret: string): Execute =>
  async (db, row, events, executedAt) => {
    const signatures: SignedBy[] = [];
    if (row.promoterSignature) signatures.push({ role: "Promoter", ...row.promoterSignature });
    if (row.artistSignature) signatures.push({ role: "Artist", ...row.artistSignature });
    const certificate = await signingCertificate(db, secret);
    // The version's own language (contracts.source), not the countersigner's: see contract-pdf.ts.
    const locale = isLocale(row.source.locale) ? row.source.locale : "en";
    const reason = translatorFor(locale).t(
      {
        id: "pdf.contract.reason",
        defaultMessage: "Executed contract {id} (version {version})",
      },
      { id: row.id, version: String(row.version) },
    );
    return pdfInPool("executedContract", {
      document: {
        contractId: row.id,
        document: row.document,
        createdAt: executedAt,
        executed: { documentSha256: row.documentSha256, signatures, events, locale },
      },
      certificate,
      reason,
    });
  };
