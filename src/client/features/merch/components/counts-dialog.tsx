import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { type Message, t } from "@/client/i18n/t";
import { showCountsInputSchema, soldPreview } from "@/domain/merch/counts";
import type { ShownCountSheet as CountSheet } from "@/domain/merch/reader-shape";
import { formatCalendarDate } from "@/domain/tour-timing";
import { merchSalesQuery } from "../api/merch-overview";
import { countSheetQuery } from "../api/merch-products";
import { useSaveCounts } from "../api/use-merch-product-mutations";

type Cells = Record<string, { countIn: string; countOut: string; comps: string }>;
const FIELDS: readonly (readonly ["countIn" | "countOut" | "comps", Message])[] = [
  ["countIn", { id: "merch.counts.in", defaultMessage: "In" }],
  ["countOut", { id: "merch.counts.out", defaultMessage: "Out" }],
  ["comps", { id: "merch.counts.comps", defaultMessage: "Comps" }],
];

const toCells = (sheet: CountSheet): Cells =>
  Object.fromEntries(
    sheet.rows.map((r) => [
      r.variantId,
      {
        countIn: String(r.count?.countIn ?? ""),
        countOut: String(r.count?.countOut ?? ""),
        comps: String(r.count?.comps ?? ""),
      },
    ]),
  );

export function CountSheetForm({ sheet, onSaved }: { sheet: CountSheet; onSaved(): void }) {
  const [cells, setCells] = useState<Cells>(() => toCells(sheet));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCounts();
  useEffect(() => setCells(toCells(sheet)), [sheet]);
  if (sheet.rows.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({
          id: "merch.counts.noProducts",
          defaultMessage: "No products on sale to count. Set a product to Ready first.",
        })}
      </p>
    );
  }
  const submit = async () => {
    const parsed = showCountsInputSchema.safeParse({
      counts: sheet.rows.map((r) => ({ variantId: r.variantId, ...cells[r.variantId] })),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const row = sheet.rows[Number(issue.path[1])];
      setError(
        row
          ? t(
              { id: "merch.counts.rowError", defaultMessage: "{product} ({variant}): {problem}" },
              { product: row.productName, variant: row.variantLabel, problem: issue.message },
            )
          : issue.message,
      );
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ showId: sheet.showId, input: parsed.data });
      toast.success(t({ id: "merch.counts.saved", defaultMessage: "Counts saved" }), {
        description: `${sheet.venueName}, ${formatCalendarDate(sheet.date)}`,
      });
      onSaved();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <div className="min-w-0 space-y-3">
      <ul className="divide-y">
        {sheet.rows.map((r) => {
          const c = cells[r.variantId] ?? { countIn: "", countOut: "", comps: "" };
          const preview = soldPreview(c);
          const problemId = `${r.variantId}-problem`;
          return (
            <li
              key={r.variantId}
              className="grid min-w-0 gap-2 py-3 sm:grid-cols-[1fr_repeat(3,5rem)_4rem] sm:items-end"
            >
              <div className="text-sm">
                <span className="font-medium">{r.productName}</span> ({r.variantLabel})
                <span className="block text-xs text-muted-foreground">
                  {t(
                    { id: "merch.counts.inStock", defaultMessage: "{stock} in stock" },
                    { stock: r.stock },
                  )}
                </span>
              </div>
              <div className="grid grid-cols-4 gap-2 sm:contents [&>*]:min-w-0">
                {FIELDS.map(([key, message]) => {
                  const label = t(message);
                  return (
                    <FormField
                      key={key}
                      label={label}
                      className="text-sm"
                      errorId={"problem" in preview ? problemId : undefined}
                    >
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        className="min-w-0"
                        aria-label={t(
                          {
                            id: "merch.counts.cellLabel",
                            defaultMessage: "{field}: {product} {variant}",
                          },
                          { field: label, product: r.productName, variant: r.variantLabel },
                        )}
                        value={c[key]}
                        onChange={(e) =>
                          setCells((all) => ({
                            ...all,
                            [r.variantId]: { ...c, [key]: e.target.value },
                          }))
                        }
                      />
                    </FormField>
                  );
                })}
                <p className="self-end pb-2 text-sm tabular-nums" aria-live="polite">
                  {"sold" in preview
                    ? t(
                        { id: "merch.counts.sold", defaultMessage: "Sold {sold}" },
                        { sold: preview.sold },
                      )
                    : t({ id: "merch.counts.soldNone", defaultMessage: "Sold —" })}
                </p>
              </div>
              {"problem" in preview && (
                <p id={problemId} role="alert" className="text-sm text-destructive sm:col-span-5">
                  {preview.problem}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending
            ? t({ id: "merch.counts.saving", defaultMessage: "Saving..." })
            : t({ id: "merch.counts.save", defaultMessage: "Save Counts" })}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Show night: pick a show, count in / out / comps per variant; stock moves on save. */
export function CountsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const sales = useQuery({ ...merchSalesQuery, enabled: open });
  const [showId, setShowId] = useState("");
  const sheet = useQuery({ ...countSheetQuery(showId), enabled: open && showId !== "" });
  const options = (sales.data?.shows ?? []).map((s) => ({
    value: s.showId,
    label: t(
      { id: "merch.counts.showOption", defaultMessage: "{date} · {venue} ({tour})" },
      {
        date:
          formatCalendarDate(s.date) || t({ id: "merch.counts.noDate", defaultMessage: "No date" }),
        venue: s.venueName,
        tour: s.tourTitle,
      },
    ),
  }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>
            {t({ id: "merch.counts.title", defaultMessage: "Show Counts" })}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "merch.counts.description",
              defaultMessage:
                "Count what goes to the merch table (in), what comes back (out) and what is given away (comps).",
            })}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={sales}
          errorText={t({
            id: "merch.counts.showsError",
            defaultMessage: "Failed to load your shows",
          })}
        >
          {() =>
            options.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {t({ id: "merch.counts.noShows", defaultMessage: "Add shows to a tour first." })}
              </p>
            ) : (
              <div className="min-w-0 space-y-4">
                {/* One shrinkable column: a long show name truncates instead of widening the dialog. */}
                <FormField
                  label={t({ id: "merch.counts.show", defaultMessage: "Show" })}
                  className="grid-cols-1"
                >
                  <SelectField
                    value={showId}
                    onChange={setShowId}
                    options={options}
                    placeholder={t({
                      id: "merch.counts.chooseShow",
                      defaultMessage: "Choose a show",
                    })}
                  />
                </FormField>
                {showId && (
                  <QueryState
                    query={sheet}
                    errorText={t({
                      id: "merch.counts.sheetError",
                      defaultMessage: "Failed to load the count sheet",
                    })}
                  >
                    {(s) => <CountSheetForm sheet={s} onSaved={() => onOpenChange(false)} />}
                  </QueryState>
                )}
              </div>
            )
          }
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
