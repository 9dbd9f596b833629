import { useQuery } from "@tanstack/react-query";
import { Download, FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { QueryState } from "@/client/components/query-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { type Message, t } from "@/client/i18n/t";
import type { ContractDetail, ContractEventKind } from "@/domain/contracts/contracts";
import {
  contractPdfUrl,
  type MailOutcome,
  showContractQuery,
  useContractWrite,
} from "./api/contracts";
import { chipWords, instant } from "./contract-words";
import { SendForm } from "./send-form";
import { SignForm } from "./sign-form";

/** Each step of the audit trail in words (the panel's only). */
const EVENT_WORDS: Record<ContractEventKind, Message> = {
  created: { id: "contracts.event.created", defaultMessage: "Made" },
  sent: { id: "contracts.event.sent", defaultMessage: "Sent to the promoter" },
  viewed: { id: "contracts.event.viewed", defaultMessage: "Opened by the promoter" },
  promoter_signed: {
    id: "contracts.event.promoterSigned",
    defaultMessage: "Signed by the promoter",
  },
  countersigned: { id: "contracts.event.countersigned", defaultMessage: "Countersigned" },
  executed: { id: "contracts.state.executed", defaultMessage: "Executed" },
  voided: { id: "contracts.event.voided", defaultMessage: "Voided" },
  out_of_date: {
    id: "contracts.event.outOfDate",
    defaultMessage: "Out of date (the deal changed)",
  },
  link_revoked: { id: "contracts.event.linkRevoked", defaultMessage: "Link turned off" },
};

const SIGNABLE = new Set(["draft", "sent", "viewed"]);

/** Why a version no longer stands, and what the manager does next (issue 47 item 4). */
function staleWords(c: ContractDetail): string {
  if (c.state === "void")
    return t({
      id: "contracts.panel.staleVoid",
      defaultMessage: "This version is void: it can no longer be signed.",
    });
  if (c.state === "executed")
    return t({
      id: "contracts.panel.staleExecuted",
      defaultMessage:
        "The deal changed after this contract was executed: it no longer matches the deal. Make an amendment — a new version of the contract for both sides to sign.",
    });
  if (c.state === "promoter_signed")
    return t({
      id: "contracts.panel.stalePromoterSigned",
      defaultMessage:
        "The promoter signed, then the deal, date or venue changed: this version can no longer be countersigned. The promoter keeps their signed copy; make a new version and send it to them.",
    });
  return t({
    id: "contracts.panel.staleChanged",
    defaultMessage:
      "The deal, date or venue changed after this version was made: it can no longer be signed.",
  });
}

/** Who did what, when, from where, and the document's fingerprint at that step. */
function AuditTrail({ events }: { events: ContractDetail["events"] }) {
  if (!events.length) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">
        {t(
          { id: "contracts.audit.title", defaultMessage: "Audit trail ({count})" },
          { count: events.length },
        )}
      </summary>
      <ol className="mt-2 grid gap-2" data-testid="contract-events">
        {events.map((e, i) => (
          <li key={`${e.at}-${i}`} className="grid gap-0.5 border-l-2 pl-3">
            <span>
              <span className="font-medium">{t(EVENT_WORDS[e.kind])}</span> · {e.actor} ·{" "}
              {instant(e.at)}
            </span>
            {e.address || e.userAgent ? (
              <span className="text-xs text-muted-foreground">
                {[e.address, e.userAgent].filter(Boolean).join(" · ")}
              </span>
            ) : null}
            <span className="break-all font-mono text-xs text-muted-foreground">
              {t(
                { id: "contracts.audit.sha256", defaultMessage: "SHA-256 {hash}" },
                { hash: e.sha256 },
              )}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

const MAIL_WORDS: Record<MailOutcome, Message> = {
  sent: {
    id: "contracts.link.mailSent",
    defaultMessage:
      "The promoter was emailed this link. It is shown this once: copy it if you need it.",
  },
  not_configured: {
    id: "contracts.link.mailNotConfigured",
    defaultMessage:
      "This server sends no mail: send the promoter this link yourself. It is shown this once.",
  },
  failed: {
    id: "contracts.link.mailFailed",
    defaultMessage:
      "The mail could not be sent: send the promoter this link yourself. It is shown this once.",
  },
};

function LinkMade({ url, mail }: { url: string; mail: MailOutcome }) {
  return (
    <div className="grid gap-1 rounded-md bg-muted p-3 text-sm">
      <p role="status">{t(MAIL_WORDS[mail])}</p>
      <Input
        readOnly
        aria-label={t({ id: "contracts.link.signingLink", defaultMessage: "Signing link" })}
        value={url}
        onFocus={(e) => e.target.select()}
      />
    </div>
  );
}

function Contract({ c, tourId, showId }: { c: ContractDetail; tourId: string; showId: string }) {
  const create = useContractWrite("create", tourId);
  const revoke = useContractWrite("revoke", tourId);
  const countersign = useContractWrite("countersign", tourId);
  const voidIt = useContractWrite("void", tourId);
  const [link, setLink] = useState<{ url: string; mail: MailOutcome } | null>(null);
  const [confirmVoid, setConfirmVoid] = useState(false);
  const executed = c.state === "executed";
  const open = c.state !== "void" && !executed;
  // Draft, sent or opened, and still standing: (re)send; sending again replaces the link.
  const sendable = SIGNABLE.has(c.state) && !c.outOfDate;
  const sendForm = (
    <SendForm
      tourId={tourId}
      contractId={c.id}
      again={c.state !== "draft"}
      onSent={(made) => {
        setLink(made);
        if (made.mail === "sent") toast.success(t(EVENT_WORDS.sent));
      }}
    />
  );
  const fail = (err: Error) =>
    toast.error(t({ id: "contracts.panel.notDone", defaultMessage: "Not done" }), {
      description: err.message,
    });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{c.title}</span>
        <span className="text-sm text-muted-foreground">
          {t(
            { id: "contracts.panel.version", defaultMessage: "version {version}" },
            { version: c.version },
          )}
        </span>
        <Badge
          variant={c.outOfDate || c.state === "void" ? "warning" : executed ? "success" : "outline"}
          data-testid="contract-state"
        >
          {chipWords(c)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {[
          c.promoterName
            ? t(
                { id: "contracts.panel.promoter", defaultMessage: "Promoter: {name}" },
                { name: c.promoterName },
              )
            : null,
          c.sentAt
            ? t(
                { id: "contracts.panel.sentAt", defaultMessage: "sent {at}" },
                { at: instant(c.sentAt) },
              )
            : null,
          c.viewedAt
            ? t(
                { id: "contracts.panel.openedAt", defaultMessage: "opened {at}" },
                { at: instant(c.viewedAt) },
              )
            : null,
          c.promoterSignedAt
            ? t(
                { id: "contracts.panel.signedAt", defaultMessage: "signed {at}" },
                { at: instant(c.promoterSignedAt) },
              )
            : null,
          c.executedAt
            ? t(
                { id: "contracts.panel.executedAt", defaultMessage: "executed {at}" },
                { at: instant(c.executedAt) },
              )
            : null,
        ]
          .filter(Boolean)
          .join(" · ") || t({ id: "contracts.panel.notSent", defaultMessage: "Not sent yet." })}
      </p>
      <Button asChild variant="outline" className="justify-self-start">
        <a
          href={contractPdfUrl(c.id)}
          download={executed ? true : undefined}
          target="_blank"
          rel="noopener"
        >
          {executed ? <Download aria-hidden="true" /> : <FileText aria-hidden="true" />}
          {executed
            ? t({
                id: "contracts.panel.downloadExecuted",
                defaultMessage: "Download the executed PDF",
              })
            : t({ id: "contracts.panel.preview", defaultMessage: "Preview the PDF" })}
        </a>
      </Button>
      {/* The fingerprint /verify computes for the file the button above gives (issue 47). */}
      <p className="break-all text-xs text-muted-foreground" data-testid="contract-fingerprint">
        {t(
          {
            id: "contracts.panel.fingerprint",
            defaultMessage: "Fingerprint of this PDF (SHA-256): {hash}",
          },
          { hash: executed ? c.executedSha256 : c.documentSha256 },
        )}
      </p>
      {c.outOfDate || c.state === "void" ? (
        <div role="status" className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <p>{staleWords(c)}</p>
          <Button
            size="sm"
            className="justify-self-start"
            disabled={create.isPending}
            onClick={() => create.mutate({ tourId, showId }, { onError: fail })}
          >
            {executed
              ? t({ id: "contracts.panel.makeAmendment", defaultMessage: "Make an amendment" })
              : t({ id: "contracts.panel.makeNewVersion", defaultMessage: "Make a new version" })}
          </Button>
        </div>
      ) : null}
      {link ? <LinkMade {...link} /> : null}
      {sendable && c.linkActive ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>
            {c.linkExpiresAt
              ? t(
                  {
                    id: "contracts.panel.linkActiveUntil",
                    defaultMessage: "Signing link active until {at}",
                  },
                  { at: instant(c.linkExpiresAt) },
                )
              : t({ id: "contracts.panel.linkActive", defaultMessage: "Signing link active" })}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(
                { id: c.id },
                {
                  onSuccess: () => toast.success(t(EVENT_WORDS.link_revoked)),
                  onError: fail,
                },
              )
            }
          >
            {t({ id: "contracts.panel.turnLinkOff", defaultMessage: "Turn the link off" })}
          </Button>
        </div>
      ) : null}
      {sendable ? (
        c.state === "draft" ? (
          sendForm
        ) : (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">
              {t({ id: "contracts.panel.sendAgain", defaultMessage: "Send again" })}
            </summary>
            <div className="mt-2">{sendForm}</div>
          </details>
        )
      ) : null}
      {c.state === "promoter_signed" && !c.outOfDate ? (
        <section aria-labelledby="countersign-title" className="grid gap-3 rounded-md border p-3">
          <h3 id="countersign-title" className="font-semibold">
            {t({
              id: "contracts.panel.countersignTitle",
              defaultMessage: "Countersign for the artist",
            })}
          </h3>
          <SignForm
            id="countersign"
            agreeText={t({
              id: "contracts.panel.countersignAgree",
              defaultMessage: "I sign this contract for the artist, and agree to it.",
            })}
            submitText={t({ id: "contracts.panel.countersign", defaultMessage: "Countersign" })}
            pending={countersign.isPending}
            error={countersign.error?.message}
            onSign={(input) =>
              countersign.mutate(
                { id: c.id, input },
                {
                  onSuccess: () =>
                    toast.success(
                      t({
                        id: "contracts.panel.executedToast",
                        defaultMessage: "Executed: both sides have signed",
                      }),
                    ),
                },
              )
            }
          />
        </section>
      ) : null}
      {open ? (
        <Button
          variant="ghost"
          className="justify-self-start text-destructive"
          onClick={() => setConfirmVoid(true)}
        >
          {t({ id: "contracts.panel.void", defaultMessage: "Void this contract" })}
        </Button>
      ) : null}
      <ConfirmDeleteDialog
        open={confirmVoid}
        onOpenChange={setConfirmVoid}
        title={t({ id: "contracts.panel.voidTitle", defaultMessage: "Void this contract?" })}
        confirmLabel={t({ id: "contracts.panel.voidConfirm", defaultMessage: "Void" })}
        busyLabel={t({ id: "contracts.panel.voiding", defaultMessage: "Voiding…" })}
        onConfirm={() => voidIt.mutateAsync({ id: c.id })}
        successToast={{
          title: t({ id: "contracts.panel.voided", defaultMessage: "Contract voided" }),
        }}
      >
        {t({
          id: "contracts.panel.voidBody",
          defaultMessage:
            "Nobody can sign it any more, and its link stops working. You can make a new version.",
        })}
      </ConfirmDeleteDialog>
      <AuditTrail events={c.events} />
    </div>
  );
}

/**
 * A show's contract, for the owner and managers (issue 39): make it from the deal, preview
 * it, send the promoter a link, countersign, void, make a new version, read the audit trail,
 * download the executed PDF. Crew and artists never get here (the server answers them 404).
 */
export function ContractPanel({ tourId, showId }: { tourId: string; showId: string }) {
  const query = useQuery(showContractQuery(tourId, showId));
  const create = useContractWrite("create", tourId);
  return (
    <section aria-labelledby={`contract-${showId}`} className="grid gap-3">
      <h3 id={`contract-${showId}`} className="text-sm font-semibold">
        {t({ id: "contracts.chip.contract", defaultMessage: "Contract" })}
      </h3>
      <QueryState
        query={query}
        errorText={t({
          id: "contracts.panel.loadFailed",
          defaultMessage: "Failed to load the contract",
        })}
      >
        {(data) =>
          data.contract ? (
            <Contract c={data.contract} tourId={tourId} showId={showId} />
          ) : data.canCreate ? (
            <div className="grid gap-2 text-sm">
              <p className="text-muted-foreground">
                {t({
                  id: "contracts.panel.madeFrom",
                  defaultMessage:
                    "Made from this show's deal and your contract template (Settings).",
                })}
              </p>
              <Button
                className="justify-self-start"
                disabled={create.isPending}
                onClick={() =>
                  create.mutate(
                    { tourId, showId },
                    {
                      onError: (err) =>
                        toast.error(
                          t({ id: "contracts.panel.notMade", defaultMessage: "No contract made" }),
                          { description: err.message },
                        ),
                    },
                  )
                }
              >
                {t({ id: "contracts.panel.make", defaultMessage: "Make the contract" })}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              {data.whyNot ??
                t({
                  id: "contracts.panel.cannotYet",
                  defaultMessage: "This show cannot have a contract yet.",
                })}
            </p>
          )
        }
      </QueryState>
    </section>
  );
}
