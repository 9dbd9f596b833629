import { useMutation } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, CircleHelp, Upload } from "lucide-react";
import { useId, useState } from "react";
import { BrandMark } from "@/client/components/brand-mark";
import { FormError } from "@/client/components/ui/form-error";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { cn } from "@/client/lib/utils";
import type { VerifyAnswer } from "@/domain/contracts/contracts";
import { verifyPdf } from "./api/contract-link";
import { type VerdictTone, verdictWords } from "./verify-words";

/** The server's limit on what it reads (contracts ADR): larger is refused here, unsent. */
const MAX_BYTES = 10 * 1024 * 1024;

const TONES: Record<VerdictTone, [typeof CircleCheck, string]> = {
  good: [
    CircleCheck,
    "border-green-600/40 bg-green-50 text-green-950 dark:bg-green-950/30 dark:text-green-100",
  ],
  issued: [
    CircleCheck,
    "border-sky-600/40 bg-sky-50 text-sky-950 dark:bg-sky-950/30 dark:text-sky-100",
  ],
  bad: [CircleAlert, "border-destructive/40 bg-destructive/10 text-destructive"],
  unknown: [CircleHelp, "border-border bg-card"],
};

/** The verdict: what a promoter, an agent or a lawyer needs to know about the file. */
function Verdict({ result, fileName }: { result: VerifyAnswer; fileName: string }) {
  const words = verdictWords(result);
  const [Icon, tone] = TONES[words.tone];
  return (
    <section role="status" className={cn("grid gap-2 rounded-xl border p-5", tone)}>
      <p className="text-xs opacity-80">{fileName}</p>
      <p className="flex items-start gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {words.headline}
      </p>
      {words.details.map((d) => (
        <p key={d}>{d}</p>
      ))}
      {result.contract ? (
        <p className="break-all text-xs">
          {t(
            { id: "contracts.verify.sha256", defaultMessage: "SHA-256: {hash}" },
            { hash: result.contract.sha256 },
          )}
        </p>
      ) : null}
    </section>
  );
}

/**
 * /verify — anyone (a promoter has no account) drops a contract PDF and reads whether it is
 * the executed one, unchanged. The file is sent to the server, which alone holds the record.
 */
export function VerifyPage() {
  usePageTitle(t({ id: "contracts.verify.title", defaultMessage: "Verify a contract" }));
  const inputId = useId();
  const [fileName, setFileName] = useState("");
  const [over, setOver] = useState(false);
  const [tooBig, setTooBig] = useState<string>();
  const check = useMutation({ mutationFn: verifyPdf });
  const take = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setTooBig(undefined);
    check.reset();
    if (file.size > MAX_BYTES)
      setTooBig(
        t({
          id: "contracts.verify.tooBig",
          defaultMessage: "This file is larger than 10 MB: no contract is.",
        }),
      );
    else check.mutate(file);
  };
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-5 p-4 pb-16">
      <BrandMark />
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">
          {t({ id: "contracts.verify.title", defaultMessage: "Verify a contract" })}
        </h1>
        <p className="text-muted-foreground">
          {t({
            id: "contracts.verify.intro",
            defaultMessage:
              "Choose or drop a contract PDF Tribe gave you to see what it is — a draft, the copy a promoter signed, or the executed contract — and that it is unchanged.",
          })}
        </p>
      </header>
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(e.dataTransfer.files[0]);
        }}
        className={cn(
          "grid cursor-pointer place-items-center gap-2 rounded-xl border-2 border-dashed p-8 text-center focus-within:ring-2 focus-within:ring-ring",
          over && "border-primary bg-primary/5",
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
        <span className="font-medium">
          {t({ id: "contracts.verify.choose", defaultMessage: "Choose a PDF" })}
        </span>
        <span className="text-sm text-muted-foreground">
          {t({ id: "contracts.verify.orDrop", defaultMessage: "or drop it here" })}
        </span>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(e) => {
            take(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </label>
      {check.isPending ? (
        <p aria-live="polite">
          {t(
            { id: "contracts.verify.checking", defaultMessage: "Checking {file}…" },
            { file: fileName },
          )}
        </p>
      ) : null}
      <FormError message={tooBig ?? check.error?.message} />
      {check.data ? <Verdict result={check.data} fileName={fileName} /> : null}
    </main>
  );
}
