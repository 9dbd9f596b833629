import type { IssuedStage, VerifyAnswer } from "@/domain/contracts/contracts";
import type { Db } from "../db/client";
import { versionIssuing } from "../db/queries/contracts/contract-rows";
import { type ContractNow, readOneNow } from "../db/queries/contracts/out-of-date";
import { runHeavy } from "../heavy/pool";
import { installationCertificatePem, SIGNER_NAME } from "./certificate";

type Issued = NonNullable<Awaited<ReturnType<typeof versionIssuing>>>;

/** Which of the version's documents the bytes are: the executed file, or a copy before it. */
function stageOf({ row, kinds }: Issued, sha: string): IssuedStage {
  if (sha === row.executedSha256) return "executed";
  const current = sha === row.documentSha256;
  if (current && row.promoterSignedAt) return "promoter_signed";
  if (current) return row.state === "draft" ? "draft" : "sent";
  return kinds.includes("sent") ? "sent" : "draft";
}

const facts = (
  issued: Issued,
  r: ContractNow,
  sha: string,
): NonNullable<VerifyAnswer["contract"]> => {
  const stage = stageOf(issued, sha);
  return {
    title: r.title,
    venueName: r.venueName,
    showDate: r.showDate,
    version: r.version,
    stage,
    replaced: stage !== "executed" && sha !== r.documentSha256,
    void: r.state === "void",
    outOfDate: r.outOfDate,
    promoterSignedAt: r.promoterSignedAt?.toISOString() ?? null,
    executedAt: r.executedAt?.toISOString() ?? null,
    sha256: sha,
  };
};

/**
 * The verify page's answer (issue 39; issues 46 and 47): a contract is named only for bytes
 * Tribe issued — the executed file, or a draft or copy handed out before it, said as what it
 * is. A file that merely carries our contract id or signer name (anyone can write those into
 * a PDF) is "altered" and told nothing of the contract. The signature is checked from the
 * bytes either way: an altered executed copy reads "invalid" in any PDF reader too.
 */
export async function verifyPdf(db: Db, pdf: Buffer): Promise<VerifyAnswer> {
  // Up to 10 MB hashed, searched and its signature checked in a worker thread (issue 49),
  // our certificate read here first. The upload may be a view of the buffer read-body.ts
  // lends again: its bytes are copied once into their own buffer (a few milliseconds), and
  // that is handed over (a view would be cloned with the whole buffer behind it).
  const ourCertificatePem = await installationCertificatePem(db);
  const bytes = new Uint8Array(pdf);
  const read = await runHeavy("contractFile", { pdf: bytes, ourCertificatePem }, [
    bytes.buffer as ArrayBuffer,
  ]);
  const signature = read.signature ?? null;
  const sha = read.sha256;
  const issued = await versionIssuing(db, sha);
  if (issued) {
    const contract = facts(issued, await readOneNow(db, issued.row), sha);
    const verdict = contract.stage === "executed" ? "executed_unchanged" : "issued";
    return { verdict, contract, signature };
  }
  const claimsOurs = read.contractId !== undefined || signature?.signer === SIGNER_NAME;
  return { verdict: claimsOurs ? "altered" : "unknown", contract: null, signature };
}
