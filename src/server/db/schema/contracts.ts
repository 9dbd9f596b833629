import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Signature } from "@/domain/contracts/contracts";
import type { ContractDocument, ContractFacts } from "@/domain/contracts/document";
import type { ContractTemplate } from "@/domain/contracts/template";
import type { Locale } from "@/domain/i18n/locales";
import { showFiles } from "./advances";
import { owned } from "./columns";
import { bytea } from "./merch";
import { tourVenues } from "./tours";

/**
 * Contracts (issue 39, ADR 0025). The workspace's template: one row, or none for the default
 * that ships (domain/contracts/template.ts).
 */
export const contractTemplates = pgTable(
  "contract_templates",
  {
    ...owned(),
    template: jsonb("template").$type<ContractTemplate>().notNull(),
  },
  (t) => [uniqueIndex("contract_templates_workspace_idx").on(t.workspaceId)],
);

/** A signature as given, with who gave it and from where (the audit trail's facts). */
export interface StoredSignature {
  name: string;
  signature: Signature;
  at: string;
  address: string | null;
  userAgent: string | null;
}

/**
 * One version of a show's contract. Its document (the text) is frozen when the version is
 * made, and its PDF bytes kept, so what the promoter reads and signs is exactly what was
 * hashed. The promoter's link is a token stored hashed, as the advance link's.
 */
export const contracts = pgTable(
  "contracts",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    state: text("state").notNull().default("draft"),
    title: text("title").notNull(),
    showDate: text("show_date").notNull(),
    venueName: text("venue_name").notNull(),
    artistName: text("artist_name").notNull(),
    /**
     * What the document was made from: the show's facts and the template, as they were, and
     * the language of the person who made the version (issue 55, ADR 0035), which the
     * executed PDF's own pages are written in whoever countersigns. None (made before
     * languages): English.
     */
    source: jsonb("source")
      .$type<{ facts: ContractFacts; template: ContractTemplate; locale?: Locale }>()
      .notNull(),
    document: jsonb("document").$type<ContractDocument>().notNull(),
    documentPdf: bytea("document_pdf").notNull(),
    documentSha256: text("document_sha256").notNull(),
    promoterName: text("promoter_name"),
    promoterEmail: text("promoter_email"),
    linkTokenHash: text("link_token_hash").unique(),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
    linkRevokedAt: timestamp("link_revoked_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    promoterSignedAt: timestamp("promoter_signed_at", { withTimezone: true }),
    executedAt: timestamp("executed_at", { withTimezone: true }),
    promoterSignature: jsonb("promoter_signature").$type<StoredSignature>(),
    artistSignature: jsonb("artist_signature").$type<StoredSignature>(),
    /** The executed, digitally signed PDF, kept among the show's files (its pieces). */
    executedFileId: uuid("executed_file_id").references(() => showFiles.id, {
      onDelete: "set null",
    }),
    executedSha256: text("executed_sha256"),
    /** When the last unsigned reminder went to the managers (notifications, ADR 0024). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contracts_workspace_idx").on(t.workspaceId),
    uniqueIndex("contracts_show_version_idx").on(t.showId, t.version),
    index("contracts_executed_sha_idx").on(t.executedSha256),
    check(
      "contracts_state_check",
      sql`${t.state} in ('draft', 'sent', 'viewed', 'promoter_signed', 'executed', 'void')`,
    ),
  ],
);

/** The audit trail: every step, by whom, from where, and the document's SHA-256 at that step. */
export const contractEvents = pgTable(
  "contract_events",
  {
    ...owned(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actor: text("actor").notNull(),
    address: text("address"),
    userAgent: text("user_agent"),
    sha256: text("sha256").notNull(),
  },
  (t) => [
    index("contract_events_contract_idx").on(t.contractId, t.createdAt),
    index("contract_events_workspace_idx").on(t.workspaceId),
  ],
);

/**
 * The installation's own signing certificate (self-signed, made on first use): one row, in
 * the database so every process on either engine signs with the same one and it survives
 * restarts. Its private key is encrypted with a key derived from the app's secret.
 */
export const signingCertificates = pgTable("signing_certificates", {
  id: text("id").primaryKey(),
  certificatePem: text("certificate_pem").notNull(),
  encryptedKey: text("encrypted_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
