import { Button } from "@/client/components/ui/button";
import { DialogFooter } from "@/client/components/ui/dialog";

/** Cancel and the submit button of a form in a dialog; the submit reads 'Saving...' while busy. */
export function FormDialogFooter({
  onCancel,
  busy,
  submitLabel,
}: {
  onCancel(): void;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </Button>
    </DialogFooter>
  );
}
