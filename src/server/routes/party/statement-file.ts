import { fileSlug } from "@/domain/finances/financials-csv";
import type { Locale } from "@/domain/i18n/locales";
import type { MyTour } from "@/domain/party/answers";
import { file, PDF } from "../../download";
import { runHeavy } from "../../heavy/pool";

/** A person's statement as a PDF file, laid out in the heavy pool (ADR 0027), in `locale`. */
export async function statementFile(statement: MyTour, locale: Locale) {
  const bytes = await runHeavy("partyStatement", { ...statement, locale });
  const name = `statement-${fileSlug(statement.tourName)}-${fileSlug(statement.person.name)}.pdf`;
  return file(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), PDF, name);
}
