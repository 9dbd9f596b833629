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
import { t } from "@/client/i18n/t";
import type { CreatedInvitation } from "@/domain/team/invitations";
import { roleLabel } from "../role-words";

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
      toast.success(t({ id: "team.inviteResult.copiedToast", defaultMessage: "Link copied" }));
    } catch {
      toast.error(t({ id: "team.inviteResult.copyFailed", defaultMessage: "Could not copy" }), {
        description: t({
          id: "team.inviteResult.copyYourself",
          defaultMessage: "Select the link and copy it yourself.",
        }),
      });
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
          <DialogTitle>
            {t({ id: "team.inviteResult.title", defaultMessage: "Invitation link" })}
          </DialogTitle>
          <DialogDescription>
            {created &&
              (created.emailed
                ? t(
                    {
                      id: "team.inviteResult.emailed",
                      defaultMessage:
                        "{email} joins as {role}. We emailed them this link. This is the only time the link is shown.",
                    },
                    { email: created.email, role: roleLabel(created.role) },
                  )
                : t(
                    {
                      id: "team.inviteResult.notEmailed",
                      defaultMessage:
                        "{email} joins as {role}. It was not emailed (this server sends no mail): send them the link yourself. This is the only time the link is shown.",
                    },
                    { email: created.email, role: roleLabel(created.role) },
                  ))}
          </DialogDescription>
        </DialogHeader>
        {created && (
          <div className="flex items-end gap-2">
            <FormField
              label={t({ id: "team.inviteResult.link", defaultMessage: "Link" })}
              className="min-w-0 flex-1"
            >
              <Input readOnly value={created.link} onFocus={(e) => e.currentTarget.select()} />
            </FormField>
            <Button type="button" onClick={() => void copy(created.link)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied
                ? t({ id: "team.inviteResult.copied", defaultMessage: "Copied" })
                : t({ id: "team.inviteResult.copy", defaultMessage: "Copy" })}
            </Button>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t({ id: "team.inviteResult.done", defaultMessage: "Done" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
