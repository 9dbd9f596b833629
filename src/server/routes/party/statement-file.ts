import { fileSlug } from "@/domain/finances/financials-csv";
import type { MyTour } from "@/domain/party/answers";
import { file, PDF } from "../../download";
import { runHeavy } from "../../heavy/pool";

/** A person's statement as a PDF file, laid out in the heavy pool (ADR 0027). */
export async function statementFile(statement: MyTour) {
  const bytes = await runHeavy("partyStatement", statement);
  const name = `statement-${fileSlug(statement.tourName)}-${fileSlug(statement.person.name)}.pdf`;
  return file(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), PDF, name);
}
