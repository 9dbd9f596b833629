import { Copy } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Input, Textarea } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { currentLocale, t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";

/** Puts text on the clipboard and says so; a browser that refuses gets told how instead. */
async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(
      t({ id: "listings.copyField.copied", defaultMessage: "{what} copied" }, { what }),
    );
  } catch {
    toast.error(t({ id: "listings.copyField.copyFailed", defaultMessage: "Could not copy" }), {
      description: t({
        id: "listings.copyField.copyYourself",
        defaultMessage: "Select the text and copy it yourself.",
      }),
    });
  }
}

/** A read-only address or snippet with its Copy button ("Copy RSS feed address"). */
export function CopyField({
  label,
  value,
  multiline = false,
  className,
}: {
  label: string;
  value: string;
  /** Code to paste (an iframe, a script tag) reads better wrapped. */
  multiline?: boolean;
  className?: string;
}) {
  const id = useId();
  const select = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    e.currentTarget.select();
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 items-start gap-2">
        {multiline ? (
          <Textarea
            id={id}
            readOnly
            rows={3}
            value={value}
            onFocus={select}
            className="min-w-0 flex-1 break-all font-mono text-xs md:text-xs"
          />
        ) : (
          <Input id={id} readOnly value={value} onFocus={select} className="min-w-0 flex-1" />
        )}
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="shrink-0"
          aria-label={t(
            { id: "listings.copyField.copy", defaultMessage: "Copy {what}" },
            {
              // German nouns keep their capital.
              what:
                currentLocale() === "de"
                  ? label
                  : `${label.charAt(0).toLowerCase()}${label.slice(1)}`,
            },
          )}
          onClick={() => void copyText(value, label)}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
