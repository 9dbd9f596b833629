import { Check, Copy } from "lucide-react";
import { useId, useState } from "react";
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
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import type { CreatedTokenAnswer } from "@/domain/integrations/tokens";

/** A first request to try the token with, against this server. */
const curlExample = (token: string, origin: string) =>
  `curl -H "Authorization: Bearer ${token}" ${origin}/api/tours`;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t({ id: "integrations.copy.copied", defaultMessage: "{what} copied" }, { what }));
    return true;
  } catch {
    toast.error(t({ id: "integrations.copy.failed", defaultMessage: "Could not copy" }), {
      description: t({
        id: "integrations.copy.yourself",
        defaultMessage: "Select the text and copy it yourself.",
      }),
    });
    return false;
  }
}

/**
 * The new token's secret, shown this once: the server keeps only its hash. Closing the dialog
 * forgets it; nothing else on the page ever held it.
 */
export function TokenCreatedDialog({
  created,
  onClose,
}: {
  created: CreatedTokenAnswer | undefined;
  onClose(): void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const example = created ? curlExample(created.token, window.location.origin) : "";
  return (
    <Dialog open={Boolean(created)} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {created
              ? t(
                  {
                    id: "integrations.tokenCreated.titleNamed",
                    defaultMessage: "Your new token: {name}",
                  },
                  { name: created.name },
                )
              : t({ id: "integrations.tokenCreated.title", defaultMessage: "Your new token" })}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "integrations.tokenCreated.description",
              defaultMessage:
                "Copy it now: you won't see it again. Keep it as you would a password; anyone holding it acts as you.",
            })}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor={`${id}-token`}>
                {t({ id: "integrations.tokenCreated.token", defaultMessage: "Token" })}
              </Label>
              <div className="flex min-w-0 items-center gap-2">
                <Input
                  id={`${id}-token`}
                  readOnly
                  value={created.token}
                  onFocus={(e) => e.currentTarget.select()}
                  className="min-w-0 flex-1 font-mono"
                />
                <Button
                  type="button"
                  className="shrink-0"
                  onClick={() =>
                    void copy(
                      created.token,
                      t({ id: "integrations.tokenCreated.token", defaultMessage: "Token" }),
                    ).then(setCopied)
                  }
                >
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied
                    ? t({ id: "integrations.copy.copiedButton", defaultMessage: "Copied" })
                    : t({ id: "integrations.copy.copy", defaultMessage: "Copy" })}
                </Button>
              </div>
            </div>
            <div className="grid min-w-0 gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <p id={`${id}-curl`} className="text-sm font-medium">
                  {t({ id: "integrations.tokenCreated.tryIt", defaultMessage: "Try it" })}
                </p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t({
                    id: "integrations.tokenCreated.copyExample",
                    defaultMessage: "Copy the example",
                  })}
                  onClick={() =>
                    void copy(
                      example,
                      t({ id: "integrations.tokenCreated.example", defaultMessage: "Example" }),
                    )
                  }
                >
                  <Copy aria-hidden="true" />
                  {t({ id: "integrations.copy.copy", defaultMessage: "Copy" })}
                </Button>
              </div>
              {/* Code wraps inside its own box: a phone never scrolls the page sideways. */}
              <pre className="max-w-full overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-muted p-3 font-mono text-xs">
                {example}
              </pre>
            </div>
          </>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t({ id: "integrations.done", defaultMessage: "Done" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
