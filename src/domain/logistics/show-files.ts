import { z } from "zod";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";

/**
 * A show's paperwork (issue 38): stage plot, input list, riders and contracts signed
 * elsewhere, as PDFs or images, counted in the workspace's file storage with its artwork
 * (ADR 0013). Types are read from the bytes (merch/artwork-files.ts's sniffing).
 */
export const SHOW_FILE_KINDS = [
  "stage_plot",
  "input_list",
  "tech_rider",
  "hospitality_rider",
  "contract",
  "other",
] as const;
export type ShowFileKind = (typeof SHOW_FILE_KINDS)[number];
/** A file's kind on the screens and the printed day sheet. */
export const SHOW_FILE_KIND_LABELS: Record<ShowFileKind, Message> = {
  stage_plot: { id: "logistics.fileKind.stagePlot", defaultMessage: "Stage plot" },
  input_list: { id: "logistics.fileKind.inputList", defaultMessage: "Input list" },
  tech_rider: { id: "logistics.fileKind.techRider", defaultMessage: "Tech rider" },
  hospitality_rider: {
    id: "logistics.fileKind.hospitalityRider",
    defaultMessage: "Hospitality rider",
  },
  contract: { id: "logistics.fileKind.contract", defaultMessage: "Contract" },
  other: { id: "logistics.fileKind.other", defaultMessage: "Other" },
};
/** Contracts carry the deal: the managers' only (crew, artists and links never see them). */
export const isManagersFile = (kind: ShowFileKind) => kind === "contract";

export const showFileKindSchema = z.enum(SHOW_FILE_KINDS, {
  error: () =>
    say(
      { id: "logistics.showFiles.chooseKind", defaultMessage: "Choose one of: {kinds}" },
      { kinds: SHOW_FILE_KINDS.join(", ") },
    ),
});

export const MAX_SHOW_FILE_BYTES = 10 * 1024 * 1024;
export const showFileTooLarge = () =>
  say({ id: "files.tooLarge", defaultMessage: "Files can be at most 10 MB" });
export const showFileWrongType = () =>
  say({
    id: "logistics.showFiles.wrongType",
    defaultMessage: "Upload a PDF or an image (PNG, JPEG, WebP)",
  });

export interface ShowFile {
  id: string;
  kind: ShowFileKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: string;
  createdAt: string;
}
