import PDFDocument from "pdfkit";
import type { ContractEvent, Signature } from "@/domain/contracts/contracts";
import { SIGNATURE_BOX } from "@/domain/contracts/contracts";
import type { ContractDocument } from "@/domain/contracts/document";
import type { Locale } from "@/domain/i18n/locales";
import { type Message, type Translator, translatorFor } from "../i18n/translator";
import { FONT, FONT_BOLD, prepareReport } from "../reports/pdf-fonts";
import { type Doc, MARGIN } from "../reports/pdf-layout";

/**
 * The contract as a PDF (issue 39). Deterministic: the same document and dates make the same
 * bytes (pdfkit's file ID is a hash of the info dictionary, whose CreationDate we fix), so the
 * SHA-256 of the bytes names the document. The info dictionary carries the contract's id,
 * which is how the verify page knows an altered copy of one of ours (verify.ts).
 */
export const CONTRACT_KEYWORD = "tribe-contract";
const contractKeywords = (contractId: string) => `${CONTRACT_KEYWORD}:${contractId}`;

export interface SignedBy {
  role: "Promoter" | "Artist";
  name: string;
  signature: Signature;
  at: string;
  address: string | null;
}

export interface ContractPdfInput {
  contractId: string;
  document: ContractDocument;
  /** Fixed: the version's creation for the document, the execution for the executed PDF. */
  createdAt: Date;
  /**
   * The executed PDF's extra pages: both signatures, then the audit trail, in `locale`: the
   * language the version was made in (contracts.source), never the reader's, so the signed
   * file is the same bytes whoever executes it (issue 55). English when left out.
   */
  executed?: {
    documentSha256: string;
    signatures: SignedBy[];
    events: ContractEvent[];
    locale?: Locale;
  };
}

const WIDTH = 612 - MARGIN * 2;
/** Times is WinAnsi only: a typed name outside it is printed in the body font. */
const SCRIPT_FONT = "Times-BoldItalic";
const WIN_ANSI = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

function newDoc(input: ContractPdfInput): Doc {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    info: {
      Title: input.document.title,
      Subject: input.document.subtitle,
      Keywords: contractKeywords(input.contractId),
      Creator: "Tribe",
      Producer: "Tribe",
      CreationDate: input.createdAt,
    },
  });
  prepareReport(doc);
  return doc;
}

function body(doc: Doc, document: ContractDocument) {
  doc.font(FONT_BOLD).fontSize(18).text(document.title, MARGIN);
  doc.font(FONT).fontSize(9).fillColor("#555555").text(document.subtitle).fillColor("#000000");
  doc.moveDown(1);
  for (const section of document.sections) {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.font(FONT_BOLD).fontSize(11).text(section.heading, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.2);
    for (const p of section.paragraphs) {
      doc.font(FONT).fontSize(10).text(p, MARGIN, doc.y, { width: WIDTH, align: "justify" });
      doc.moveDown(0.4);
    }
    doc.moveDown(0.4);
  }
}

/** The drawn strokes as vector paths, scaled into the box at (x, y). */
function drawStrokes(doc: Doc, strokes: [number, number][][], x: number, y: number, w: number) {
  const scale = w / SIGNATURE_BOX.width;
  doc.save().lineWidth(1.4).lineCap("round").lineJoin("round").strokeColor("#10204a");
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    doc.moveTo(x + first[0] * scale, y + first[1] * scale);
    if (rest.length === 0) doc.lineTo(x + first[0] * scale + 0.5, y + first[1] * scale);
    for (const [px, py] of rest) doc.lineTo(x + px * scale, y + py * scale);
    doc.stroke();
  }
  doc.restore();
}

const ROLES: Record<SignedBy["role"], Message> = {
  Promoter: { id: "pdf.contract.promoter", defaultMessage: "Promoter" },
  Artist: { id: "pdf.contract.artist", defaultMessage: "Artist" },
};

function signaturePage(
  doc: Doc,
  executed: NonNullable<ContractPdfInput["executed"]>,
  { t }: Translator,
) {
  doc.addPage();
  doc
    .font(FONT_BOLD)
    .fontSize(16)
    .text(t({ id: "pdf.contract.signatures", defaultMessage: "Signatures" }), MARGIN);
  doc
    .font(FONT)
    .fontSize(9)
    .text(
      t(
        {
          id: "pdf.contract.bothSigned",
          defaultMessage:
            "Both parties signed the document whose SHA-256 is {sha256}, electronically, after agreeing to do so.",
        },
        { sha256: executed.documentSha256 },
      ),
      { width: WIDTH },
    );
  doc.moveDown(1);
  const boxWidth = 300;
  const boxHeight = boxWidth * (SIGNATURE_BOX.height / SIGNATURE_BOX.width);
  for (const s of executed.signatures) {
    const top = doc.y;
    doc
      .font(FONT_BOLD)
      .fontSize(11)
      .text(
        t(
          { id: "pdf.contract.signer", defaultMessage: "{role}: {name}" },
          { role: t(ROLES[s.role]), name: s.name },
        ),
        MARGIN,
        top,
      );
    const y = doc.y + 4;
    if (s.signature.kind === "typed") {
      const text = s.signature.text;
      doc
        .font(WIN_ANSI.test(text) ? SCRIPT_FONT : FONT)
        .fontSize(28)
        .fillColor("#10204a")
        .text(text, MARGIN, y + boxHeight / 2 - 16, { width: boxWidth, lineBreak: false })
        .fillColor("#000000");
    } else drawStrokes(doc, s.signature.strokes, MARGIN, y, boxWidth);
    doc
      .moveTo(MARGIN, y + boxHeight)
      .lineTo(MARGIN + boxWidth, y + boxHeight)
      .lineWidth(0.5)
      .strokeColor("#000000")
      .stroke();
    doc
      .font(FONT)
      .fontSize(9)
      .text(
        s.address
          ? t(
              {
                id: "pdf.contract.signedFrom",
                defaultMessage: "Signed {at} (UTC) from {address}",
              },
              { at: s.at, address: s.address },
            )
          : t({ id: "pdf.contract.signed", defaultMessage: "Signed {at} (UTC)" }, { at: s.at }),
        MARGIN,
        y + boxHeight + 4,
        { width: WIDTH },
      );
    doc.moveDown(1.5);
  }
}

const EVENT_WORDS: Record<ContractEvent["kind"], Message> = {
  created: { id: "pdf.contract.event.created", defaultMessage: "Made" },
  sent: { id: "pdf.contract.event.sent", defaultMessage: "Sent to the promoter" },
  viewed: { id: "pdf.contract.event.viewed", defaultMessage: "Opened by the promoter" },
  promoter_signed: {
    id: "pdf.contract.event.promoterSigned",
    defaultMessage: "Signed by the promoter",
  },
  countersigned: { id: "pdf.contract.event.countersigned", defaultMessage: "Countersigned" },
  executed: { id: "pdf.contract.event.executed", defaultMessage: "Executed" },
  voided: { id: "pdf.contract.event.voided", defaultMessage: "Voided" },
  out_of_date: { id: "pdf.contract.event.outOfDate", defaultMessage: "Out of date" },
  link_revoked: { id: "pdf.contract.event.linkRevoked", defaultMessage: "Link turned off" },
};

function auditPage(doc: Doc, events: ContractEvent[], { t }: Translator) {
  doc.addPage();
  doc
    .font(FONT_BOLD)
    .fontSize(16)
    .text(t({ id: "pdf.contract.auditTrail", defaultMessage: "Audit trail" }), MARGIN);
  doc
    .font(FONT)
    .fontSize(9)
    .text(
      t({
        id: "pdf.contract.auditAbout",
        defaultMessage:
          "Every step of this contract: when (UTC), who, from which address and browser, and the SHA-256 of the document at that step.",
      }),
      { width: WIDTH },
    );
  doc.moveDown(0.8);
  for (const e of events) {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc
      .font(FONT_BOLD)
      .fontSize(9)
      .text(`${e.at} — ${t(EVENT_WORDS[e.kind])} — ${e.actor}`, MARGIN, doc.y, { width: WIDTH });
    doc.font(FONT).fontSize(8);
    const address =
      e.address ?? t({ id: "pdf.contract.addressUnknown", defaultMessage: "address unknown" });
    const browser =
      e.userAgent ?? t({ id: "pdf.contract.browserUnknown", defaultMessage: "browser unknown" });
    if (e.address || e.userAgent) doc.text(`${address} · ${browser}`, { width: WIDTH });
    doc.font("Courier").fontSize(8).text(`SHA-256 ${e.sha256}`, { width: WIDTH });
    doc.moveDown(0.5);
  }
}

/** Renders the whole PDF in memory (a contract is a few pages) and answers its bytes. */
export function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const doc = newDoc(input);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  body(doc, input.document);
  if (input.executed) {
    const tr = translatorFor(input.executed.locale ?? "en");
    signaturePage(doc, input.executed, tr);
    auditPage(doc, input.executed.events, tr);
  }
  doc.end();
  return done;
}
