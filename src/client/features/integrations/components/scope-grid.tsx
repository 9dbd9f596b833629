import { useId } from "react";
import type { UseFormRegister } from "react-hook-form";
import { t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { SCOPE_AREAS, type ScopeArea } from "@/domain/integrations/scopes";
import type { Role } from "@/domain/team/roles";
import type { NewTokenForm } from "./new-token-form";
import { type AreaAccess, accessLabel, areaLabel, mayPickArea } from "./token-words";

const LEVELS = ["none", "read", "write"] as const satisfies readonly AreaAccess[];

const moneyAreaNote = {
  id: "integrations.scopeGrid.moneyNote",
  defaultMessage: "Only owners and managers can give a token access to money.",
};
/** The note in English, as the tests read it; the page writes it with t(). */
export const MONEY_AREA_NOTE = moneyAreaNote.defaultMessage;

function AreaRow({
  area,
  role,
  register,
}: {
  area: ScopeArea;
  role: Role | undefined;
  register: UseFormRegister<NewTokenForm>;
}) {
  const id = useId();
  const allowed = mayPickArea(role, area);
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-area`}
      aria-describedby={allowed ? undefined : `${id}-why`}
      aria-disabled={allowed ? undefined : true}
      className="grid gap-1.5 border-b py-2 last:border-b-0 sm:grid-cols-[9rem_1fr] sm:items-center"
    >
      <div className="min-w-0">
        <span id={`${id}-area`} className={cn("text-sm font-medium", !allowed && "opacity-60")}>
          {areaLabel(area)}
        </span>
        {allowed ? null : (
          <p id={`${id}-why`} className="text-xs text-muted-foreground">
            {t(moneyAreaNote)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {LEVELS.map((level) => (
          <label
            key={level}
            className={cn(
              "flex items-center gap-1.5 text-sm",
              allowed ? "cursor-pointer" : "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              value={level}
              // "No access" stays the choice of a row the role may not pick.
              disabled={!allowed && level !== "none"}
              {...register(`scopes.${area}`)}
            />
            {accessLabel(level)}
          </label>
        ))}
      </div>
    </div>
  );
}

/** What a new token may reach: one row per area, No access / Read / Read & write. */
export function ScopeGrid({
  role,
  register,
  error,
}: {
  role: Role | undefined;
  register: UseFormRegister<NewTokenForm>;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">
        {t({ id: "integrations.scopeGrid.legend", defaultMessage: "What the token may reach" })}
      </legend>
      <div className={cn("rounded-md border px-3", error && "border-destructive")}>
        {SCOPE_AREAS.map((area) => (
          <AreaRow key={area} area={area} role={role} register={register} />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          {t({
            id: "integrations.scopeGrid.hint",
            defaultMessage: "Never more than your own role allows. Read & write includes read.",
          })}
        </p>
      )}
    </fieldset>
  );
}
