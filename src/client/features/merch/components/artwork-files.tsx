import { FileText, Trash2, Upload } from "lucide-react";
import { useId, useRef } from "react";
import { toast } from "sonner";
import { StorageMeter } from "@/client/components/storage-meter";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import {
  ARTWORK_ACCEPT,
  artworkTooLarge,
  formatFileSize,
  MAX_ARTWORK_BYTES,
} from "@/domain/merch/artwork-files";
import type { ArtworkFile } from "@/domain/merch/design-projects";
import { artworkUrl, thumbnailUrl } from "../api/design-projects";
import { useDeleteArtwork, useUploadArtwork } from "../api/use-design-project-mutations";

/** A project's proofs: upload, image thumbnails, PDFs as links. */
export function ArtworkFiles({ projectId, files }: { projectId: string; files: ArtworkFile[] }) {
  const upload = useUploadArtwork();
  const remove = useDeleteArtwork();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const send = async (file: File) => {
    // The server checks again (by content); this only saves sending a file it would refuse.
    if (file.size > MAX_ARTWORK_BYTES) {
      toast.error(t({ id: "merch.artwork.uploadFailed", defaultMessage: "Upload failed" }), {
        description: artworkTooLarge(),
      });
      return;
    }
    try {
      await upload.mutateAsync({ projectId, file });
      toast.success(t({ id: "merch.artwork.uploaded", defaultMessage: "Proof uploaded" }), {
        description: file.name,
      });
    } catch (err) {
      toast.error(t({ id: "merch.artwork.uploadFailed", defaultMessage: "Upload failed" }), {
        description: (err as Error).message,
      });
    } finally {
      if (input.current) input.current.value = "";
    }
  };

  return (
    <section
      aria-label={t({ id: "merch.artwork.proofs", defaultMessage: "Proofs" })}
      className="space-y-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {t({ id: "merch.artwork.proofs", defaultMessage: "Proofs" })}
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          <Upload aria-hidden="true" />
          {upload.isPending
            ? t({ id: "merch.artwork.uploading", defaultMessage: "Uploading..." })
            : t({ id: "merch.artwork.upload", defaultMessage: "Upload Proof" })}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ARTWORK_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t({ id: "merch.artwork.file", defaultMessage: "Proof file" })}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t({
          id: "merch.artwork.hint",
          defaultMessage: "PNG, JPEG, WebP or PDF, up to 10 MB each.",
        })}
      </p>
      <StorageMeter className="max-w-xs" />
      {files.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({ id: "merch.artwork.empty", defaultMessage: "No proofs yet." })}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {files.map((f) => (
            <li key={f.id} className="space-y-1 rounded-lg border p-2">
              <a href={artworkUrl(f.id)} target="_blank" rel="noopener" className="block">
                {f.hasThumbnail ? (
                  <img
                    src={thumbnailUrl(f.id)}
                    alt={f.fileName}
                    className="aspect-square w-full rounded bg-muted object-contain"
                  />
                ) : (
                  <span className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded bg-muted text-sm underline">
                    <FileText className="size-8" aria-hidden="true" />
                    {f.fileName}
                  </span>
                )}
              </a>
              <div className="flex items-center justify-between gap-1 text-xs text-muted-foreground">
                <span className="truncate" title={f.fileName}>
                  {formatFileSize(f.sizeBytes)}
                  {f.width && f.height ? ` · ${f.width}×${f.height}` : ""}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t(
                    { id: "merch.artwork.delete", defaultMessage: "Delete {name}" },
                    { name: f.fileName },
                  )}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(f.id, {
                      onSuccess: () =>
                        toast.success(
                          t({ id: "merch.artwork.deleted", defaultMessage: "Proof deleted" }),
                        ),
                      onError: (err) =>
                        toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                          description: err.message,
                        }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
