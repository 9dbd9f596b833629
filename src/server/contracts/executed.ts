import type { RenderDocument } from "../db/queries/contracts/contract-rows";
import type { Execute } from "../db/queries/contracts/signing";
import { signingCertificate } from "./certificate";
import { renderContractPdf, type SignedBy } from "./contract-pdf";
import { signPdf } from "./sign-pdf";

/** The draft (or sent) document's PDF: the frozen text at the version's creation time. */
export const renderDocument: RenderDocument = (input) => renderContractPdf(input);

/**
 * The executed PDF (issue 39, item 3): the document, a page with both signatures, the audit
 * trail, then the installation's PKCS#7 signature over all of it.
 */
export const executeWith =
  (secret: string): Execute =>
  async (db, row, events, executedAt) => {
    const signatures: SignedBy[] = [];
    if (row.promoterSignature) signatures.push({ role: "Promoter", ...row.promoterSignature });
    if (row.artistSignature) signatures.push({ role: "Artist", ...row.artistSignature });
    const pdf = await renderContractPdf({
      contractId: row.id,
      document: row.document,
      createdAt: executedAt,
      executed: { documentSha256: row.documentSha256, signatures, events },
    });
    const cert = await signingCertificate(db, secret);
    return signPdf(pdf, cert, {
      reason: `Executed contract ${row.id} (version ${row.version})`,
      signingTime: executedAt,
    });
  };
