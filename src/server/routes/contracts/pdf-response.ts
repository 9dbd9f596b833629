import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { ContractRow } from "../../db/queries/contracts/contract-rows";
import { readChunk } from "../../db/queries/file-chunks";
import { showFileChunks } from "../../db/schema";
import { notFound } from "../../middleware/errors";

const fileName = (r: ContractRow, executed: boolean) =>
  `contract-${r.showDate}-v${r.version}${executed ? "-executed" : ""}.pdf`;

/**
 * The version's PDF: the executed, signed file once executed (read from its pieces), the
 * document otherwise. Inline, so the promoter's phone shows it; never cached by the browser.
 */
export async function contractPdfResponse(c: Context<AppEnv>, r: ContractRow) {
  let bytes: Buffer = r.documentPdf;
  const executed = r.state === "executed";
  if (executed) {
    if (!r.executedFileId) throw notFound("The executed file was deleted from the show's files");
    const parts: Buffer[] = [];
    for (let seq = 0; ; seq++) {
      const part = await readChunk(
        c.get("db"),
        showFileChunks,
        r.workspaceId,
        r.executedFileId,
        seq,
      );
      if (!part) break;
      parts.push(part);
    }
    if (parts.length === 0) throw notFound("The executed file was deleted from the show's files");
    bytes = Buffer.concat(parts);
  }
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${fileName(r, executed)}"`,
    "Cache-Control": "no-store",
    "X-Content-SHA256": executed ? (r.executedSha256 ?? "") : r.documentSha256,
  });
}
