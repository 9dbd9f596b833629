import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { t } from "@/client/i18n/t";
import type { Financial } from "@/domain/finances/financials";
import { ARTWORK_ACCEPT, formatFileSize, MAX_ARTWORK_BYTES } from "@/domain/merch/artwork-files";
import { receiptUrl } from "../api/finances";
import { useFinancesMutation } from "../api/use-finances-mutations";

/** The file picked for the row's receipt, sent once the row is saved; cleared on each opening. */
export function useReceiptChoice(open: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setFile(null);
      setError(undefined);
    }
  }, [open]);
  return { file, setFile, error, setError };
}

type ReceiptChoice = ReturnType<typeof useReceiptChoice>;

/**
 * A row's receipt: the one it has (opened in a new tab, or removed), and a PDF or image to
 * attach or put in its place. The server checks the file again, by its content.
 */
export function ReceiptField({
  tourId,
  row,
  choice,
}: {
  tourId: string;
  row: Financial | null;
  choice: ReceiptChoice;
}) {
  const remove = useFinancesMutation("deleteReceipt");
  const current = row?.receipt ?? null;
  return (
    <div className="grid gap-2 sm:col-span-2">
      {current && row && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <a
            href={receiptUrl(tourId, row.id)}
            target="_blank"
            rel="noreferrer"
            className="underline underline-offset-2"
          >
            {current.fileName}
          </a>
          <span className="text-muted-foreground">{formatFileSize(current.sizeBytes)}</span>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutateAsync({ tourId, id: row.id }).then(
                () =>
                  toast.success(
                    t({ id: "finances.receipt.removed", defaultMessage: "Receipt removed" }),
                  ),
                (err: Error) =>
                  toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                    description: err.message,
                  }),
              )
            }
          >
            {t({ id: "finances.receipt.remove", defaultMessage: "Remove receipt" })}
          </Button>
        </div>
      )}
      <FormField
        label={t({
          id: "finances.receipt.label",
          defaultMessage: "Receipt (PDF, JPEG, PNG or WebP, up to 10 MB)",
        })}
        error={choice.error}
      >
        <input
          type="file"
          accept={ARTWORK_ACCEPT}
          className="text-sm file:mr-2 file:rounded-md file:border file:bg-background file:px-2 file:py-1"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            // This only saves sending a file the server would refuse.
            if (file && file.size > MAX_ARTWORK_BYTES) {
              choice.setError(
                t({
                  id: "finances.receipt.tooLarge",
                  defaultMessage: "Files can be at most 10 MB",
                }),
              );
              choice.setFile(null);
              return;
            }
            choice.setError(undefined);
            choice.setFile(file);
          }}
        />
      </FormField>
    </div>
  );
}
