import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";

type ErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, "setError">;

/**
 * Puts the server's per-field messages next to their fields (the server checks with the same
 * schema, so it names the same fields). True when there were any.
 */
export function placeFieldErrors<T extends FieldValues>(form: ErrorTarget<T>, err: Error): boolean {
  const fields = err instanceof ApiRequestError ? err.fields : undefined;
  if (!fields || Object.keys(fields).length === 0) return false;
  for (const [name, message] of Object.entries(fields)) {
    form.setError(name as Path<T>, { message }, { shouldFocus: true });
  }
  return true;
}

/** Field messages next to their fields; anything else becomes an error toast. */
export function showServerErrors<T extends FieldValues>(form: ErrorTarget<T>, err: Error) {
  if (!placeFieldErrors(form, err))
    toast.error(t({ id: "common.error", defaultMessage: "Error" }), { description: err.message });
}
