/**
 * The account export is a zip: `account.json` (the profile and every owned table's rows), each
 * artwork file as itself under `artwork/<project>/<file>`, each show's file (stage plots, the
 * executed contracts) under `show-files/<show>/<file>`, each financial row's receipt under
 * `receipts/<tour>/<file>` and each contract version's document under
 * `contracts/<show>/version <n>.pdf`. The rows of `artwork_files` and `show_files` name
 * their file's place in the zip in `path`; a contract's row in `documentPath`.
 */
export const ACCOUNT_EXPORT_FORMAT = "tribe-account-export";
/** 1 was one JSON document with files inline as base64; 2 is the zip. */
export const ACCOUNT_EXPORT_VERSION = 2;
export const ACCOUNT_JSON_NAME = "account.json";
const ARTWORK_FOLDER = "artwork";
export const SHOW_FILES_FOLDER = "show-files";
export const CONTRACTS_FOLDER = "contracts";
export const RECEIPTS_FOLDER = "receipts";

/** File name of a whole-account export: tribe-account-{YYYY-MM-DD}.zip. */
export const accountExportFileName = (now: Date) =>
  `tribe-account-${now.toISOString().slice(0, 10)}.zip`;

const NAME_MAX = 100;

/**
 * A name every unzip tool can create as a file or folder: no path separators, no characters
 * Windows refuses, no control characters, no leading dots (hidden, or "..").
 */
export function safeZipName(name: string, fallback: string): string {
  const clean = [...name]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? " " : ch))
    .join("")
    .replace(/[\\/:*?"<>|]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .replace(/[. ]+$/, "")
    .slice(0, NAME_MAX)
    .trim();
  return clean || fallback;
}

/** "poster.png" taken → "poster (2).png", then "poster (3).png"; compared without case. */
function unique(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf(".");
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Places artwork files in the zip, one project folder each, named after the project and the
 * file; equal names (two projects called "Poster", a proof uploaded twice) get " (2)". Files
 * must come grouped by project: a project's file names are forgotten when the next begins.
 */
export class ArtworkPaths {
  /** The zip's folder these files go in: artwork, or a show's files ("show-files"). */
  constructor(private readonly root = ARTWORK_FOLDER) {}
  private readonly folders = new Set<string>();
  private folderOf = new Map<string, string>();
  private files = new Set<string>();

  pathFor(file: { projectId: string; projectTitle: string; fileName: string }): string {
    let folder = this.folderOf.get(file.projectId);
    if (!folder) {
      folder = unique(safeZipName(file.projectTitle, "project"), this.folders);
      this.folderOf = new Map([[file.projectId, folder]]);
      this.files = new Set();
    }
    return `${this.root}/${folder}/${unique(safeZipName(file.fileName, "artwork"), this.files)}`;
  }
}
