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
import { t, tRich } from "@/client/i18n/t";

/**
 * An endpoint's signing secret, shown once, after it is added or its secret rotated: the
 * list never shows it again. With how a receiver checks a delivery (Standard Webhooks).
 */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: { url: string; secret: string; rotated: boolean } | undefined;
  onClose(): void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(t({ id: "integrations.secret.copied", defaultMessage: "Secret copied" }));
    } catch {
      toast.error(t({ id: "integrations.copy.failed", defaultMessage: "Could not copy" }), {
        description: t({
          id: "integrations.secret.copyYourself",
          defaultMessage: "Select the secret and copy it yourself.",
        }),
      });
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={Boolean(shown)} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t({ id: "integrations.secret.title", defaultMessage: "Signing secret" })}
          </DialogTitle>
          <DialogDescription>
            {shown?.rotated
              ? t({
                  id: "integrations.secret.rotated",
                  defaultMessage:
                    "The new secret signs every delivery from now on; the old one keeps signing beside it for 24 hours. This is the only time it is shown: keep it with your receiver.",
                })
              : t(
                  {
                    id: "integrations.secret.added",
                    defaultMessage:
                      "Deliveries to {url} are signed with this secret. This is the only time it is shown: keep it with your receiver.",
                  },
                  { url: shown?.url ?? "" },
                )}
          </DialogDescription>
        </DialogHeader>
        {shown && (
          <div className="flex min-w-0 items-end gap-2">
            <FormField
              label={t({ id: "integrations.secret.secret", defaultMessage: "Secret" })}
              className="min-w-0 flex-1"
            >
              <Input
                readOnly
                value={shown.secret}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs"
              />
            </FormField>
            <Button type="button" onClick={() => void copy(shown.secret)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied
                ? t({ id: "integrations.copy.copiedButton", defaultMessage: "Copied" })
                : t({ id: "integrations.copy.copy", defaultMessage: "Copy" })}
            </Button>
          </div>
        )}
        <p className="text-muted-foreground text-sm">
          {tRich(
            {
              id: "integrations.secret.howToCheck",
              defaultMessage:
                "Each delivery follows Standard Webhooks: check the <code>webhook-signature</code> header against the <code>webhook-id</code>, <code>webhook-timestamp</code> and body with this secret, using a library from <a>standardwebhooks.com</a>. Process each <code>webhook-id</code> once: a delivery may come more than once.",
            },
            {
              code: (chunks) => <code>{chunks}</code>,
              a: (chunks) => (
                <a
                  className="underline"
                  href="https://www.standardwebhooks.com/"
                  target="_blank"
                  rel="noreferrer"
                >
                  {chunks}
                </a>
              ),
            },
          )}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t({ id: "integrations.done", defaultMessage: "Done" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
