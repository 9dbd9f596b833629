import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import type { CreatedInvitation } from "@/domain/team/invitations";
import { ROLE_LABELS } from "@/domain/team/roles";

/** The invitation's link, shown this once: the server keeps only its hash. */
export function InviteResultDialog({
  created,
  onClose,
}: {
  created: CreatedInvitation | undefined;
  onClose(): void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy", { description: "Select the link and copy it yourself." });
    }
  };
  return (
    <Dialog
      open={Boolean(created)}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invitation link</DialogTitle>
          <DialogDescription>
            {created &&
              `${created.email} joins as ${ROLE_LABELS[created.role]}. ${
                created.emailed
                  ? "We emailed them this link."
                  : "It was not emailed (this server sends no mail): send them the link yourself."
              } This is the only time the link is shown.`}
          </DialogDescription>
        </DialogHeader>
        {created && (
          <div className="flex items-end gap-2">
            <FormField label="Link" className="min-w-0 flex-1">
              <Input readOnly value={created.link} onFocus={(e) => e.currentTarget.select()} />
            </FormField>
            <Button type="button" onClick={() => void copy(created.link)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
