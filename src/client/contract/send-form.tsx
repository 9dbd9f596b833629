import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { FormError } from "@/client/components/ui/form-error";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { type MailOutcome, type SendInput, useContractWrite } from "./api/contracts";

/**
 * To whom the signing link goes, and for how long. The server mails it; its address is shown
 * here once, to copy into a message of one's own too.
 */
export function SendForm({
  tourId,
  contractId,
  again,
  onSent,
}: {
  tourId: string;
  contractId: string;
  again: boolean;
  onSent(link: { url: string; mail: MailOutcome }): void;
}) {
  const send = useContractWrite("send", tourId);
  const [input, setInput] = useState({ promoterName: "", promoterEmail: "", days: "30" });
  const fields = send.error instanceof ApiRequestError ? (send.error.fields ?? {}) : {};
  const formError = send.error && !Object.keys(fields).length ? send.error.message : undefined;
  const set = (k: keyof typeof input) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setInput((v) => ({ ...v, [k]: e.target.value }));
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const body: SendInput = {
          promoterName: input.promoterName.trim(),
          promoterEmail: input.promoterEmail.trim(),
          expiresInDays: Number(input.days),
        };
        send.mutate(
          { id: contractId, input: body },
          { onSuccess: (r) => onSent({ url: r.link.url, mail: r.mail }) },
        );
      }}
    >
      <FormField
        label={t({ id: "contracts.send.promoterName", defaultMessage: "Promoter's name" })}
        error={fields.promoterName}
      >
        <Input autoComplete="off" value={input.promoterName} onChange={set("promoterName")} />
      </FormField>
      <FormField
        label={t({ id: "contracts.send.promoterEmail", defaultMessage: "Promoter's email" })}
        error={fields.promoterEmail}
      >
        <Input
          type="email"
          autoComplete="off"
          value={input.promoterEmail}
          onChange={set("promoterEmail")}
        />
      </FormField>
      <FormField
        label={t({ id: "contracts.send.days", defaultMessage: "Link works for (days)" })}
        error={fields.expiresInDays}
        hint={t({ id: "contracts.send.daysHint", defaultMessage: "1 to 90 days" })}
      >
        <Input type="number" min={1} max={90} value={input.days} onChange={set("days")} />
      </FormField>
      <div className="grid gap-2 sm:col-span-2">
        <FormError message={formError} />
        {again ? (
          <p className="text-sm text-muted-foreground">
            {t({
              id: "contracts.send.replaces",
              defaultMessage: "A new link replaces the one sent before: that one stops working.",
            })}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={send.isPending}>
          {send.isPending
            ? t({ id: "contracts.send.sending", defaultMessage: "Sending…" })
            : again
              ? t({ id: "contracts.send.newLink", defaultMessage: "Send a new link" })
              : t({ id: "contracts.send.submit", defaultMessage: "Send to the promoter" })}
        </Button>
      </div>
    </form>
  );
}
