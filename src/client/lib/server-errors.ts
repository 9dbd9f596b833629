import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { ApiRequestError } from "@/client/lib/api-client";

/**
 * Puts the server's per-field messages next to their fields (the server checks with the same
 * schema, so it names the same fields); anything else becomes an error toast.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  err: Error,
) {
  const fields = err instanceof ApiRequestError ? err.fields : undefined;
  if (fields && Object.keys(fields).length > 0) {
    for (const [name, message] of Object.entries(fields)) {
      form.setError(name as Path<T>, { message }, { shouldFocus: true });
    }
    return;
  }
  toast.error("Error", { description: err.message });
}
