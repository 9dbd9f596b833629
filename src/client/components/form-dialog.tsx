import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect } from "react";
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { placeFieldErrors, showServerErrors } from "@/client/lib/server-errors";
import { cn } from "@/client/lib/utils";
import { FormDialogFooter } from "./form-dialog-footer";

/**
 * The form of a create/edit dialog: checked with the same zod schema the API uses, and reset
 * to `values` every time the dialog opens (so a cancelled edit never leaks into the next one).
 */
export function useDialogForm<Values extends FieldValues, Input>(
  schema: z.ZodType<Input, Values>,
  open: boolean,
  values: Values,
): UseFormReturn<Values, unknown, Input> {
  const form = useForm<Values, unknown, Input>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads cannot see through a generic schema
    resolver: zodResolver(schema as any) as any,
    defaultValues: values as DefaultValues<Values>,
  });
  // `values` is usually built during render; key the reset on its content, not its identity.
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`
  useEffect(() => {
    if (open) form.reset(values);
  }, [open, key, form]);
  return form;
}

/** What the success toast says: a title, a title with a description, or either from the result. */
type ToastText = { title: string; description?: string };
type SuccessToast<Result> = string | ToastText | ((result: Result) => ToastText);

interface FormDialogProps<Values extends FieldValues, Input, Result> {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  form: UseFormReturn<Values, unknown, Input>;
  /** Saves the checked input; usually a feature mutation's `mutateAsync`. */
  onSubmit(input: Input): Promise<Result>;
  submitLabel: string;
  successToast: SuccessToast<Result>;
  onSaved?(result: Result): void;
  /** Called when the checks refuse the input (the fields already show why). */
  onInvalid?(): void;
  /** Replaces the generic error toast of a failed save (field messages still land). */
  onError?(err: Error): void;
  /** Tall forms scroll inside the dialog (spec: at most 90% of the screen). */
  className?: string;
  /** Layout of the fields, e.g. two columns. */
  fieldsClassName?: string;
  children: ReactNode;
}

/**
 * Every create/edit dialog: header, the fields, Cancel / submit ('Saving...' while busy).
 * On success: toast, close, `onSaved`. On failure the server's per-field messages land next
 * to their fields; anything else is an error toast, and nothing typed is lost.
 */
export function FormDialog<Values extends FieldValues, Input, Result>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  successToast,
  onSaved,
  onInvalid,
  onError,
  className,
  fieldsClassName,
  children,
}: FormDialogProps<Values, Input, Result>) {
  const submit = form.handleSubmit(async (input) => {
    try {
      const result = await onSubmit(input);
      const message =
        typeof successToast === "string"
          ? { title: successToast }
          : typeof successToast === "function"
            ? successToast(result)
            : successToast;
      toast.success(message.title, { description: message.description });
      onOpenChange(false);
      onSaved?.(result);
    } catch (caught) {
      const err = caught instanceof Error ? caught : new Error(String(caught));
      if (onError) {
        placeFieldErrors(form, err);
        onError(err);
      } else showServerErrors(form, err);
    }
  }, onInvalid);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn("max-h-[90vh] overflow-y-auto", className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <div className={cn("grid gap-4", fieldsClassName)}>{children}</div>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            busy={form.formState.isSubmitting}
            submitLabel={submitLabel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
