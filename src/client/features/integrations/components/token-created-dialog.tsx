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
import type { CreatedTokenAnswer } from "@/domain/integrations/tokens";

export const SHOWN_ONCE = "Copy it now: you won't see it again.";

/** A first request to try the token with, against this server. */
const curlExample = (token: string, origin: string) =>
  `curl -H "Authorization: Bearer ${token}" ${origin}/api/tours`;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
    return true;
  } catch {
    toast.error("Could not copy", { description: "Select the text and copy it yourself." });
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
          <DialogTitle>Your new token{created ? `: ${created.name}` : ""}</DialogTitle>
          <DialogDescription>
            {SHOWN_ONCE} Keep it as you would a password; anyone holding it acts as you.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor={`${id}-token`}>Token</Label>
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
                  onClick={() => void copy(created.token, "Token").then(setCopied)}
                >
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied ? "Copied" : "Copy"}
                </Button>
              </div>
            </div>
            <div className="grid min-w-0 gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <p id={`${id}-curl`} className="text-sm font-medium">
                  Try it
                </p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label="Copy the example"
                  onClick={() => void copy(example, "Example")}
                >
                  <Copy aria-hidden="true" />
                  Copy
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
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
