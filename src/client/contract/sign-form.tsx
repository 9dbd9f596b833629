import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormError } from "@/client/components/ui/form-error";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import type { Signature } from "@/domain/contracts/contracts";
import { SignaturePad } from "./signature-pad";

export interface SignInput {
  name: string;
  signature: Signature;
  agree: true;
}

/**
 * Name, signature and "I agree": what both sides give to sign (the promoter on the link, the
 * artist's side when countersigning). Sign stays off until all three are there, and says why.
 */
export function SignForm({
  id,
  agreeText,
  submitText,
  pending,
  error,
  initialName = "",
  onSign,
}: {
  id: string;
  agreeText: string;
  submitText: string;
  pending: boolean;
  error?: string;
  initialName?: string;
  onSign(input: SignInput): void;
}) {
  const [name, setName] = useState(initialName);
  const [signature, setSignature] = useState<Signature | null>(null);
  const [agree, setAgree] = useState(false);
  const missing = !name.trim()
    ? t({ id: "contracts.sign.missingName", defaultMessage: "Type your full name." })
    : !signature
      ? t({ id: "contracts.sign.missingSignature", defaultMessage: "Type or draw your signature." })
      : !agree
        ? t({ id: "contracts.sign.missingAgree", defaultMessage: "Tick the box to agree." })
        : null;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!missing && signature) onSign({ name: name.trim(), signature, agree: true });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-name`}>
          {t({ id: "contracts.sign.fullName", defaultMessage: "Full name" })}
        </Label>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <SignaturePad id={id} onChange={setSignature} />
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-agree`}
          className="mt-0.5"
          checked={agree}
          onCheckedChange={(v) => setAgree(v === true)}
        />
        <Label htmlFor={`${id}-agree`} className="leading-snug">
          {agreeText}
        </Label>
      </div>
      <FormError message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || missing !== null}>
          {pending ? t({ id: "contracts.sign.signing", defaultMessage: "Signing…" }) : submitText}
        </Button>
        {missing ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {missing}
          </p>
        ) : null}
      </div>
    </form>
  );
}
