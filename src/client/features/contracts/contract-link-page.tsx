import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, FileText } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { BrandMark } from "@/client/components/brand-mark";
import { LinkRefused } from "@/client/components/link-refused";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { LinkView } from "@/client/contract/api/types";
import { instant } from "@/client/contract/contract-words";
import { SignForm } from "@/client/contract/sign-form";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import type { PromoterView } from "@/domain/contracts/contracts";
import { formatCalendarDate } from "@/domain/tour-timing";
import { contractLinkQuery, useSignLink } from "./api/contract-link";

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-5 p-4 pb-16">
      <BrandMark />
      {children}
    </main>
  );
}

/** Why a link does not open: unknown, or gone (expired, turned off, void, out of date). */
const refusedWords = () => ({
  gone: t({
    id: "contracts.link.gone",
    defaultMessage: "This contract can no longer be signed",
  }),
  unknown: t({ id: "contracts.link.unknown", defaultMessage: "This contract link does not work" }),
  failed: t({ id: "contracts.link.failed", defaultMessage: "The contract did not open" }),
  ask: t({ id: "contracts.link.ask", defaultMessage: "Ask the artist's manager for a new link." }),
});

function Summary({ c, pdfUrl }: { c: PromoterView; pdfUrl: string }) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5">
      <p className="text-sm text-muted-foreground">
        {t(
          { id: "contracts.link.byline", defaultMessage: "{artist} · version {version}" },
          { artist: c.artistName, version: c.version },
        )}
      </p>
      <h1 className="text-2xl font-bold">{c.title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          {t({ id: "contracts.link.venue", defaultMessage: "Venue" })}
        </dt>
        <dd>{c.venueName}</dd>
        <dt className="text-muted-foreground">
          {t({ id: "contracts.link.date", defaultMessage: "Date" })}
        </dt>
        <dd>{formatCalendarDate(c.showDate)}</dd>
        {c.promoterName ? (
          <>
            <dt className="text-muted-foreground">
              {t({ id: "contracts.link.for", defaultMessage: "For" })}
            </dt>
            <dd>{c.promoterName}</dd>
          </>
        ) : null}
      </dl>
      <Button asChild variant="outline" className="justify-self-start">
        <a href={pdfUrl} target="_blank" rel="noopener">
          <FileText aria-hidden="true" />
          {t({ id: "contracts.link.read", defaultMessage: "Read the contract (PDF)" })}
        </a>
      </Button>
      {/* Opened in the browser's own PDF viewer: the app's pages embed no objects or frames
          (the content security policy), and a phone's viewer reads better than a box. */}
    </section>
  );
}

function Receipt({ c, pdfUrl, signedAt }: { c: PromoterView; pdfUrl: string; signedAt?: Date }) {
  const executed = c.state === "executed";
  return (
    <section
      aria-labelledby="receipt-title"
      className="grid gap-2 rounded-xl border border-green-600/40 bg-green-50 p-5 text-green-950 dark:bg-green-950/30 dark:text-green-100"
    >
      <h2 id="receipt-title" className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {executed
          ? t({ id: "contracts.link.signedBoth", defaultMessage: "Signed by both sides" })
          : t({ id: "contracts.link.signed", defaultMessage: "Signed" })}
      </h2>
      <p>
        {signedAt
          ? `${t(
              { id: "contracts.link.youSigned", defaultMessage: "You signed on {at}." },
              { at: instant(signedAt.toISOString()) },
            )} `
          : ""}
        {executed
          ? t({
              id: "contracts.link.executed",
              defaultMessage: "The artist's side has countersigned: the contract is executed.",
            })
          : c.outOfDate
            ? t({
                id: "contracts.link.outOfDate",
                defaultMessage:
                  "The deal changed after you signed, so this version will not be countersigned. The artist's manager will send you a new version to sign; your signed copy stays here.",
              })
            : t({
                id: "contracts.link.countersignsNext",
                defaultMessage:
                  "The artist's side countersigns next; they will send you the executed contract.",
              })}
      </p>
      {/* The fingerprint of the file the link below gives: the one /verify computes for it. */}
      <p className="break-all text-xs" data-testid="download-fingerprint">
        {t(
          executed
            ? {
                id: "contracts.link.fingerprintExecuted",
                defaultMessage: "Fingerprint of the executed contract (SHA-256): {hash}",
              }
            : {
                id: "contracts.link.fingerprintSigned",
                defaultMessage: "Fingerprint of what you signed (SHA-256): {hash}",
              },
          { hash: executed && c.executedSha256 ? c.executedSha256 : c.documentSha256 },
        )}
      </p>
      <a className="justify-self-start underline underline-offset-2" href={pdfUrl} download>
        {executed
          ? t({
              id: "contracts.link.downloadExecuted",
              defaultMessage: "Download the executed contract (PDF)",
            })
          : t({
              id: "contracts.link.downloadSigned",
              defaultMessage: "Download what you signed (PDF)",
            })}
      </a>
    </section>
  );
}

function Signing({ view, token }: { view: LinkView; token: string }) {
  const sign = useSignLink(token);
  const [signedAt, setSignedAt] = useState<Date>();
  const c = view.contract;
  if (c.state === "promoter_signed" || c.state === "executed")
    return <Receipt c={c} pdfUrl={view.pdfUrl} signedAt={signedAt} />;
  if (c.state === "void")
    return (
      <p role="alert" className="rounded-xl border bg-card p-5">
        {t({
          id: "contracts.link.voided",
          defaultMessage: "This contract was voided by the artist's side. Nothing is signed.",
        })}
      </p>
    );
  return (
    <section aria-labelledby="sign-title" className="grid gap-4 rounded-xl border bg-card p-5">
      <h2 id="sign-title" className="text-lg font-semibold">
        {t({ id: "contracts.link.sign", defaultMessage: "Sign" })}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t({
          id: "contracts.link.readFirst",
          defaultMessage:
            "Read the contract first. Your name, signature, the time, your address and browser are recorded on its signature page.",
        })}
      </p>
      <SignForm
        id="promoter-sign"
        initialName={c.promoterName ?? ""}
        agreeText={t({
          id: "contracts.link.agree",
          defaultMessage:
            "I have read this contract and agree to it, and I sign it electronically.",
        })}
        submitText={t({ id: "contracts.link.submit", defaultMessage: "Sign the contract" })}
        pending={sign.isPending}
        error={sign.error?.message}
        onSign={(input) =>
          sign.mutate(
            { ...input, documentSha256: c.documentSha256 },
            { onSuccess: () => setSignedAt(new Date()) },
          )
        }
      />
    </section>
  );
}

/**
 * /contract/:token — the promoter reads and signs a show's contract with no account (issue 39).
 * Phone first: the PDF opens in the device's own viewer, the form is one column.
 */
export function ContractLinkPage() {
  const { token = "" } = useParams();
  usePageTitle(t({ id: "contracts.chip.contract", defaultMessage: "Contract" }));
  const view = useQuery(contractLinkQuery(token));
  return (
    <Shell>
      {view.isPending ? (
        <Spinner />
      ) : view.isError ? (
        <LinkRefused error={view.error} words={refusedWords()} />
      ) : (
        <>
          <Summary c={view.data.contract} pdfUrl={view.data.pdfUrl} />
          <Signing view={view.data} token={token} />
        </>
      )}
    </Shell>
  );
}
