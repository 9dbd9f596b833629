import { toast } from "sonner";
import { useDialogForm } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { t } from "@/client/i18n/t";
import { showServerErrors } from "@/client/lib/server-errors";
import { ContactFields } from "@/client/negotiation/contact-fields";
import { shownOr } from "@/domain/hidden";
import { negotiationDetailsSchema } from "@/domain/negotiations/negotiations";
import type { ShownNegotiation as Negotiation } from "@/domain/negotiations/reader-shape";
import { useSaveDetails } from "../api/use-negotiation-mutations";

const toValues = (n: Negotiation) => ({
  contactName: n.contactName ?? "",
  contactPhone: n.contactPhone ?? "",
  contactEmail: n.contactEmail ?? "",
  // Only managers edit a negotiation, and they read its notes.
  notes: shownOr(n.notes, null) ?? "",
});

/**
 * Contact and notes of the negotiation, saved in place. Always shown, so the form is "open"
 * and follows the saved values whenever they change.
 */
export function DetailsForm({ n }: { n: Negotiation }) {
  const form = useDialogForm(negotiationDetailsSchema, true, toValues(n));
  const save = useSaveDetails();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ showId: n.id, ...values });
      toast.success(t({ id: "negotiations.details.saved", defaultMessage: "Negotiation saved" }));
    } catch (err) {
      showServerErrors(form, err as Error);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3"
      aria-label={t({ id: "negotiations.details.title", defaultMessage: "Contact and notes" })}
    >
      <h3 className="text-sm font-semibold">
        {t({ id: "negotiations.details.title", defaultMessage: "Contact and notes" })}
      </h3>
      <ContactFields form={form} />
      <FormField
        label={t({ id: "negotiations.details.notes", defaultMessage: "Notes" })}
        error={errors.notes?.message}
      >
        <textarea
          className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
          {...form.register("notes")}
        />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? t({ id: "negotiations.details.saving", defaultMessage: "Saving..." })
            : t({ id: "negotiations.details.save", defaultMessage: "Save contact and notes" })}
        </Button>
      </div>
    </form>
  );
}
