import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { showServerErrors } from "@/client/lib/server-errors";
import { type Negotiation, negotiationDetailsSchema } from "@/domain/negotiations";
import { useSaveDetails } from "../api/use-negotiation-mutations";

type Values = { contactName: string; contactPhone: string; contactEmail: string; notes: string };

const toValues = (n: Negotiation): Values => ({
  contactName: n.contactName ?? "",
  contactPhone: n.contactPhone ?? "",
  contactEmail: n.contactEmail ?? "",
  notes: n.notes ?? "",
});

/** Contact and notes of the negotiation, saved in place. */
export function DetailsForm({ n }: { n: Negotiation }) {
  const form = useForm<Values>({
    // biome-ignore lint/suspicious/noExplicitAny: the schema's nullish fields accept these strings
    resolver: zodResolver(negotiationDetailsSchema as any) as any,
    defaultValues: toValues(n),
  });
  const save = useSaveDetails();
  const key = JSON.stringify(toValues(n));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the saved values
  useEffect(() => form.reset(toValues(n)), [key]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ showId: n.id, ...values });
      toast.success("Negotiation saved");
    } catch (err) {
      showServerErrors(form, err as Error);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Contact and notes">
      <h3 className="text-sm font-semibold">Contact and notes</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Contact" error={errors.contactName?.message}>
          <Input {...form.register("contactName")} />
        </FormField>
        <FormField label="Phone" error={errors.contactPhone?.message}>
          <Input type="tel" {...form.register("contactPhone")} />
        </FormField>
        <FormField label="Email" error={errors.contactEmail?.message}>
          <Input type="email" {...form.register("contactEmail")} />
        </FormField>
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <textarea
          className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
          {...form.register("notes")}
        />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : "Save contact and notes"}
        </Button>
      </div>
    </form>
  );
}
