import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { formatCalendarDate } from "@/domain/date-time";
import type { CreateTokenInput } from "@/domain/integrations/tokens";
import type { NewTokenForm } from "./new-token-form";
import { EXPIRY_CHOICES, expiryDay, expiryLabel, latestExpiry, utcToday } from "./token-words";

/** When a new token stops working: 7, 30 or 90 days, a year, or a date at most a year away. */
export function ExpiryField({
  form,
}: {
  form: UseFormReturn<NewTokenForm, unknown, CreateTokenInput>;
}) {
  const id = useId();
  const choice = form.watch("expiry");
  const picked = form.watch("expiresOn");
  const error = form.formState.errors.expiresOn?.message;
  const lastDay = expiryDay(choice, picked);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        {t({ id: "integrations.tokenList.expires", defaultMessage: "Expires" })}
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {EXPIRY_CHOICES.map((c) => (
          <label key={c.value} className="flex cursor-pointer items-center gap-1.5 text-sm">
            <input type="radio" value={c.value} {...form.register("expiry")} />
            {expiryLabel(c.value)}
          </label>
        ))}
      </div>
      {choice === "date" ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-date`}>
            {t({ id: "integrations.expiry.lastDay", defaultMessage: "Last day it works" })}
          </Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={utcToday()}
            max={latestExpiry()}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="sm:max-w-52"
            {...form.register("expiresOn")}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : lastDay ? (
        <p className="text-xs text-muted-foreground">
          {t(
            {
              id: "integrations.expiry.worksUntil",
              defaultMessage: "Works until the end of {date} (UTC).",
            },
            { date: formatCalendarDate(lastDay) },
          )}
        </p>
      ) : null}
    </fieldset>
  );
}
