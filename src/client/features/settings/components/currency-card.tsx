import { useQuery } from "@tanstack/react-query";
import { Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { CURRENCY_OPTIONS, ROW_CURRENCY_OPTIONS } from "@/client/components/currency-options";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { ApiRequestError } from "@/client/lib/api-client";
import { useCan } from "@/client/lib/workspace";
import { currencyQuery, useCurrencyMutations } from "../api/currency";

/** A rate stores no amount: every currency has rates, KWD and BHD too (a row can be in them). */
const RATE_OPTIONS = ROW_CURRENCY_OPTIONS;

const plural = (n: number, word: string) =>
  `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

const refusal = (err: unknown) =>
  err instanceof ApiRequestError && err.fields
    ? Object.values(err.fields).join(" ")
    : err instanceof Error
      ? err.message
      : "Something went wrong";

/**
 * Issue 41: the home currency every total is shown in (the owner's), and the rates that
 * convert amounts in other currencies: typed for a day, or loaded from a reference-rates CSV
 * such as the ECB's eurofxref.csv. Rates are not secret: everyone in the workspace sees them.
 */
export function CurrencyCard() {
  const currency = useQuery(currencyQuery);
  const can = useCan();
  const m = useCurrencyMutations();
  const file = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState({ currency: "EUR", rate: "", on: "" });
  const [typedError, setTypedError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">Currencies</CardTitle>
        <CardDescription>
          Every total is shown in the home currency. An amount in another currency is converted line
          by line at the rate of its day; one with no rate is shown as entered and left out of the
          totals.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState query={currency} errorText="Failed to load the currencies">
          {(data) => (
            <>
              <FormField
                label="Home currency"
                hint={
                  can("PUT /api/currency/home")
                    ? "A new row, deal, travel leg, hotel, rider provision, product or campaign starts in it. Budgets have no currency of their own yet: they are read in the home currency."
                    : "Only the owner changes the home currency."
                }
              >
                {can("PUT /api/currency/home") ? (
                  <SelectField
                    value={data.homeCurrency}
                    options={CURRENCY_OPTIONS}
                    onChange={(code) =>
                      m.setHome.mutate(code, {
                        onSuccess: () => toast.success(`Totals are now in ${code}`),
                        onError: (err) => toast.error("Not changed", { description: refusal(err) }),
                      })
                    }
                  />
                ) : (
                  <Input value={data.homeCurrency} readOnly />
                )}
              </FormField>

              <section className="grid gap-2" aria-labelledby="typed-rates">
                <h3 id="typed-rates" className="text-sm font-medium">
                  Rates you typed
                </h3>
                {data.typed.length === 0 ? (
                  <p className="text-sm text-muted-foreground">None yet.</p>
                ) : (
                  <ul className="grid gap-1 text-sm">
                    {data.typed.map((r) => (
                      <li key={r.id} className="flex items-center justify-between gap-2">
                        <span className="tabular-nums">
                          1 {r.base} = {r.rate} {r.quote} · {r.on}
                        </span>
                        {can("DELETE /api/currency/rates/:id") && (
                          <Button
                            size="icon"
                            variant="ghost"
                            aria-label={`Remove the ${r.base} rate of ${r.on}`}
                            onClick={() => m.deleteRate.mutate(r.id)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {can("POST /api/currency/rates") && (
                  <form
                    className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
                    onSubmit={(e) => {
                      e.preventDefault();
                      setTypedError(null);
                      m.addRate.mutate(typed, {
                        onSuccess: () => setTyped({ ...typed, rate: "" }),
                        onError: (err) => setTypedError(refusal(err)),
                      });
                    }}
                  >
                    <FormField label="Currency">
                      <SelectField
                        value={typed.currency}
                        options={RATE_OPTIONS.filter((o) => o.value !== data.homeCurrency)}
                        onChange={(v) => setTyped({ ...typed, currency: v })}
                      />
                    </FormField>
                    <FormField label={`1 ${typed.currency} in ${data.homeCurrency}`}>
                      <Input
                        inputMode="decimal"
                        value={typed.rate}
                        placeholder="1.0856"
                        onChange={(e) => setTyped({ ...typed, rate: e.target.value })}
                      />
                    </FormField>
                    <FormField label="Rate date">
                      <Input
                        type="date"
                        value={typed.on}
                        onChange={(e) => setTyped({ ...typed, on: e.target.value })}
                      />
                    </FormField>
                    <Button type="submit" disabled={m.addRate.isPending}>
                      Add rate
                    </Button>
                    {typedError && (
                      <p role="alert" className="text-sm text-destructive sm:col-span-4">
                        {typedError}
                      </p>
                    )}
                  </form>
                )}
              </section>

              <section className="grid gap-2" aria-labelledby="uploaded-rates">
                <h3 id="uploaded-rates" className="text-sm font-medium">
                  Reference rates file
                </h3>
                <p className="text-sm text-muted-foreground">
                  {data.uploaded.days === 0
                    ? "None loaded. The ECB's daily or historical CSV (rates per 1 EUR) converts between any two of its currencies through EUR."
                    : `${plural(data.uploaded.days, "day")} loaded, ${data.uploaded.first} to ${data.uploaded.last}: ${data.uploaded.currencies.join(", ")} per 1 EUR.`}
                </p>
                {can("POST /api/currency/uploaded") && (
                  <div className="flex flex-wrap gap-2">
                    <input
                      ref={file}
                      type="file"
                      accept=".csv,text/csv"
                      className="sr-only"
                      aria-label="Reference rates CSV"
                      onChange={(e) => {
                        const chosen = e.target.files?.[0];
                        e.target.value = "";
                        if (!chosen) return;
                        setFileError(null);
                        m.upload.mutate(chosen, {
                          onSuccess: (r) =>
                            toast.success("Rates loaded", {
                              description: `${plural(r.rates, "rate")} over ${plural(r.days, "day")}${r.skipped.length ? `; withdrawn currencies passed over: ${r.skipped.join(", ")}` : ""}.`,
                            }),
                          onError: (err) => setFileError(refusal(err)),
                        });
                      }}
                    />
                    <Button
                      variant="outline"
                      disabled={m.upload.isPending}
                      onClick={() => file.current?.click()}
                    >
                      <Upload aria-hidden="true" />
                      {m.upload.isPending ? "Loading…" : "Load a rates CSV"}
                    </Button>
                    {data.uploaded.days > 0 && (
                      <Button variant="ghost" onClick={() => m.clearUploaded.mutate()}>
                        Forget the file's rates
                      </Button>
                    )}
                  </div>
                )}
                {fileError && (
                  <p role="alert" className="text-sm text-destructive">
                    {fileError}
                  </p>
                )}
              </section>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
