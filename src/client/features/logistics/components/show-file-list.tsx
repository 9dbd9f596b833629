import { FileText, ImageIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { SHOW_FILE_KINDS, type ShowFile, type ShowFileKind } from "@/domain/logistics/show-files";
import { formatFileSize } from "@/domain/merch/artwork-files";
import { showFileKindLabel } from "../labels";

/**
 * A show's files, each opening in the browser (an image) or downloading (a PDF). `previews`:
 * images are shown too (the day sheet's stage plot, read on a phone at the venue).
 */
export function ShowFileList({
  files,
  urlOf,
  previews = false,
}: {
  files: ShowFile[];
  urlOf(id: string): string;
  previews?: boolean;
}) {
  if (files.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {t({ id: "logistics.files.empty", defaultMessage: "No files yet." })}
      </p>
    );
  return (
    <ul className="grid gap-1 text-sm">
      {files.map((f) => (
        <li key={f.id} className="flex flex-wrap items-center gap-2">
          {/* The icon stays with its name when a long name wraps on a phone. */}
          <span className="flex min-w-0 items-center gap-2">
            {f.contentType.startsWith("image/") ? (
              <ImageIcon className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <FileText className="size-4 shrink-0" aria-hidden="true" />
            )}
            <a
              className="underline [overflow-wrap:anywhere]"
              href={urlOf(f.id)}
              target="_blank"
              rel="noreferrer"
            >
              {t(
                { id: "logistics.files.name", defaultMessage: "{kind}: {name}" },
                { kind: showFileKindLabel(f.kind), name: f.fileName },
              )}
            </a>
          </span>
          <span className="text-muted-foreground">
            {formatFileSize(f.sizeBytes)} · {f.uploadedBy}
          </span>
          {previews && f.contentType.startsWith("image/") ? (
            // On a line of its own, under its name.
            <div className="basis-full">
              <img
                src={urlOf(f.id)}
                alt={t(
                  { id: "logistics.files.name", defaultMessage: "{kind}: {name}" },
                  { kind: showFileKindLabel(f.kind), name: f.fileName },
                )}
                loading="lazy"
                className="mt-1 block max-h-72 w-full max-w-md rounded-md border object-contain"
              />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Pick a kind and a PDF or image; the server checks type, size and storage. */
export function ShowFileUpload({
  kinds = SHOW_FILE_KINDS,
  upload,
}: {
  kinds?: readonly ShowFileKind[];
  upload(file: File, kind: ShowFileKind): Promise<unknown>;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ShowFileKind>(kinds[0] ?? "other");
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-kind`}>
          {t({ id: "logistics.files.kind", defaultMessage: "Kind of file" })}
        </Label>
        <select
          id={`${id}-kind`}
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={kind}
          onChange={(e) => setKind(e.target.value as ShowFileKind)}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {showFileKindLabel(k)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-file`}>
          {t({
            id: "logistics.files.file",
            defaultMessage: "File (PDF or image, up to 10 MB)",
          })}
        </Label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
          className="text-sm"
          disabled={busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setBusy(true);
            try {
              await upload(file, kind);
              toast.success(
                t({ id: "logistics.files.uploaded", defaultMessage: "File uploaded" }),
                {
                  description: file.name,
                },
              );
            } catch (err) {
              toast.error(
                t({ id: "logistics.files.uploadFailed", defaultMessage: "Upload failed" }),
                {
                  description: (err as Error).message,
                },
              );
            } finally {
              setBusy(false);
              if (input.current) input.current.value = "";
            }
          }}
        />
      </div>
      {busy ? (
        <Button disabled size="sm">
          {t({ id: "logistics.files.uploading", defaultMessage: "Uploading..." })}
        </Button>
      ) : null}
    </div>
  );
}
