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
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { useCan } from "@/client/lib/workspace";
import { currencyQuery, useCurrencyMutations } from "../api/currency";

/** A rate stores no amount: every currency has rates, KWD and BHD too (a row can be in them). */
const RATE_OPTIONS = ROW_CURRENCY_OPTIONS;

const refusal = (err: unknown) =>
  err instanceof ApiRequestError && err.fields
    ? Object.values(err.fields).join(" ")
    : err instanceof Error
      ? err.message
      : t({ id: "settings.currency.somethingWentWrong", defaultMessage: "Something went wrong" });

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
        <CardTitle as="h2">
          {t({ id: "settings.currency.title", defaultMessage: "Currencies" })}
        </CardTitle>
        <CardDescription>
          {t({
            id: "settings.currency.description",
            defaultMessage:
              "Every total is shown in the home currency. An amount in another currency is converted line by line at the rate of its day; one with no rate is shown as entered and left out of the totals.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState
          query={currency}
          errorText={t({
            id: "settings.currency.loadError",
            defaultMessage: "Failed to load the currencies",
          })}
        >
          {(data) => (
            <>
              <FormField
                label={t({ id: "settings.currency.home", defaultMessage: "Home currency" })}
                hint={
                  can("PUT /api/currency/home")
                    ? t({
                        id: "settings.currency.homeHint",
                        defaultMessage:
                          "A new row, deal, travel leg, hotel, rider provision, product or campaign starts in it. Budgets have no currency of their own yet: they are read in the home currency.",
                      })
                    : t({
                        id: "settings.currency.homeOwnerOnly",
                        defaultMessage: "Only the owner changes the home currency.",
                      })
                }
              >
                {can("PUT /api/currency/home") ? (
                  <SelectField
                    value={data.homeCurrency}
                    options={CURRENCY_OPTIONS}
                    onChange={(code) =>
                      m.setHome.mutate(code, {
                        onSuccess: () =>
                          toast.success(
                            t(
                              {
                                id: "settings.currency.homeSaved",
                                defaultMessage: "Totals are now in {code}",
                              },
                              { code },
                            ),
                          ),
                        onError: (err) =>
                          toast.error(
                            t({
                              id: "settings.currency.notChanged",
                              defaultMessage: "Not changed",
                            }),
                            { description: refusal(err) },
                          ),
                      })
                    }
                  />
                ) : (
                  <Input value={data.homeCurrency} readOnly />
                )}
              </FormField>

              <section className="grid gap-2" aria-labelledby="typed-rates">
                <h3 id="typed-rates" className="text-sm font-medium">
                  {t({ id: "settings.currency.typedRates", defaultMessage: "Rates you typed" })}
                </h3>
                {data.typed.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    {t({ id: "settings.currency.noneYet", defaultMessage: "None yet." })}
                  </p>
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
                            aria-label={t(
                              {
                                id: "settings.currency.removeRate",
                                defaultMessage: "Remove the {base} rate of {on}",
                              },
                              { base: r.base, on: r.on },
                            )}
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
                    <FormField
                      label={t({ id: "settings.currency.currency", defaultMessage: "Currency" })}
                    >
                      <SelectField
                        value={typed.currency}
                        options={RATE_OPTIONS.filter((o) => o.value !== data.homeCurrency)}
                        onChange={(v) => setTyped({ ...typed, currency: v })}
                      />
                    </FormField>
                    <FormField
                      label={t(
                        {
                          id: "settings.currency.rateLabel",
                          defaultMessage: "1 {currency} in {home}",
                        },
                        { currency: typed.currency, home: data.homeCurrency },
                      )}
                    >
                      <Input
                        inputMode="decimal"
                        value={typed.rate}
                        placeholder="1.0856"
                        onChange={(e) => setTyped({ ...typed, rate: e.target.value })}
                      />
                    </FormField>
                    <FormField
                      label={t({ id: "settings.currency.rateDate", defaultMessage: "Rate date" })}
                    >
                      <Input
                        type="date"
                        value={typed.on}
                        onChange={(e) => setTyped({ ...typed, on: e.target.value })}
                      />
                    </FormField>
                    <Button type="submit" disabled={m.addRate.isPending}>
                      {t({ id: "settings.currency.addRate", defaultMessage: "Add rate" })}
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
                  {t({
                    id: "settings.currency.referenceFile",
                    defaultMessage: "Reference rates file",
                  })}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {data.uploaded.days === 0
                    ? t({
                        id: "settings.currency.noneLoaded",
                        defaultMessage:
                          "None loaded. The ECB's daily or historical CSV (rates per 1 EUR) converts between any two of its currencies through EUR.",
                      })
                    : t(
                        {
                          id: "settings.currency.loaded",
                          defaultMessage:
                            "{days, plural, one {# day} other {# days}} loaded, {first} to {last}: {currencies} per 1 EUR.",
                        },
                        {
                          days: data.uploaded.days,
                          first: data.uploaded.first,
                          last: data.uploaded.last,
                          currencies: data.uploaded.currencies.join(", "),
                        },
                      )}
                </p>
                {can("POST /api/currency/uploaded") && (
                  <div className="flex flex-wrap gap-2">
                    <input
                      ref={file}
                      type="file"
                      accept=".csv,text/csv"
                      className="sr-only"
                      aria-label={t({
                        id: "settings.currency.fileLabel",
                        defaultMessage: "Reference rates CSV",
                      })}
                      onChange={(e) => {
                        const chosen = e.target.files?.[0];
                        e.target.value = "";
                        if (!chosen) return;
                        setFileError(null);
                        m.upload.mutate(chosen, {
                          onSuccess: (r) =>
                            toast.success(
                              t({
                                id: "settings.currency.ratesLoaded",
                                defaultMessage: "Rates loaded",
                              }),
                              {
                                description: r.skipped.length
                                  ? t(
                                      {
                                        id: "settings.currency.ratesLoadedSkipped",
                                        defaultMessage:
                                          "{rates, plural, one {# rate} other {# rates}} over {days, plural, one {# day} other {# days}}; withdrawn currencies passed over: {skipped}.",
                                      },
                                      {
                                        rates: r.rates,
                                        days: r.days,
                                        skipped: r.skipped.join(", "),
                                      },
                                    )
                                  : t(
                                      {
                                        id: "settings.currency.ratesLoadedDescription",
                                        defaultMessage:
                                          "{rates, plural, one {# rate} other {# rates}} over {days, plural, one {# day} other {# days}}.",
                                      },
                                      { rates: r.rates, days: r.days },
                                    ),
                              },
                            ),
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
                      {m.upload.isPending
                        ? t({ id: "settings.currency.loading", defaultMessage: "Loading…" })
                        : t({
                            id: "settings.currency.loadCsv",
                            defaultMessage: "Load a rates CSV",
                          })}
                    </Button>
                    {data.uploaded.days > 0 && (
                      <Button variant="ghost" onClick={() => m.clearUploaded.mutate()}>
                        {t({
                          id: "settings.currency.forgetFile",
                          defaultMessage: "Forget the file's rates",
                        })}
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
