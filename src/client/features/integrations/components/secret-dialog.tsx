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
      toast.success("Secret copied");
    } catch {
      toast.error("Could not copy", { description: "Select the secret and copy it yourself." });
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
          <DialogTitle>Signing secret</DialogTitle>
          <DialogDescription>
            {shown?.rotated
              ? "The new secret signs every delivery from now on; the old one keeps signing beside it for 24 hours."
              : `Deliveries to ${shown?.url ?? ""} are signed with this secret.`}{" "}
            This is the only time it is shown: keep it with your receiver.
          </DialogDescription>
        </DialogHeader>
        {shown && (
          <div className="flex min-w-0 items-end gap-2">
            <FormField label="Secret" className="min-w-0 flex-1">
              <Input
                readOnly
                value={shown.secret}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs"
              />
            </FormField>
            <Button type="button" onClick={() => void copy(shown.secret)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        )}
        <p className="text-muted-foreground text-sm">
          Each delivery follows Standard Webhooks: check the <code>webhook-signature</code> header
          against the <code>webhook-id</code>, <code>webhook-timestamp</code> and body with this
          secret, using a library from{" "}
          <a
            className="underline"
            href="https://www.standardwebhooks.com/"
            target="_blank"
            rel="noreferrer"
          >
            standardwebhooks.com
          </a>
          . Process each <code>webhook-id</code> once: a delivery may come more than once.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
