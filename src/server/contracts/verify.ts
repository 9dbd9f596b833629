import type { VerifyAnswer } from "@/domain/contracts/contracts";
import type { Db } from "../db/client";
import {
  type ContractRow,
  contractByExecutedSha,
  contractById,
  sha256Hex,
} from "../db/queries/contracts/contracts";
import { installationCertificatePem } from "./certificate";
import { checkSignature, contractIdIn } from "./verify-pdf";

const facts = (r: ContractRow) => ({
  title: r.title,
  venueName: r.venueName,
  showDate: r.showDate,
  executedAt: r.executedAt?.toISOString() ?? null,
  sha256: r.executedSha256 ?? r.documentSha256,
});

/**
 * The verify page's answer (issue 39, item 3): these exact bytes are an executed contract of
 * ours; or the file names one of our contracts but its bytes differ (altered); or unknown.
 * The signature is checked either way: an altered copy reads as "invalid" in any PDF reader too.
 */
export async function verifyPdf(db: Db, pdf: Buffer): Promise<VerifyAnswer> {
  const signature = checkSignature(pdf, await installationCertificatePem(db)) ?? null;
  const exact = await contractByExecutedSha(db, sha256Hex(pdf));
  if (exact) return { verdict: "executed_unchanged", contract: facts(exact), signature };
  const id = contractIdIn(pdf);
  const named = id ? await contractById(db, id) : undefined;
  if (named) return { verdict: "altered", contract: facts(named), signature };
  return { verdict: "unknown", contract: null, signature };
}
