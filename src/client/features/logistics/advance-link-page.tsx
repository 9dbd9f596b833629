import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { LeaveGuard } from "@/client/components/leave-guard";
import { isRefusedLink, LinkRefused } from "@/client/components/link-refused";
import { QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { deviceClock, formatClock } from "@/domain/date-time";
import { ADVANCE_SECTIONS, advanceItemLabel } from "@/domain/logistics/advances";
import { type AdvanceLinkView, advanceLinkQuery, linkFileUrl } from "./api/advances";
import { useLinkMutation } from "./api/use-advance-mutations";
import { initialOf, useAnswerDrafts } from "./api/use-answer-drafts";
import { AnswerField, answerText } from "./components/advance-answer";
import { AdvanceShowLine, advanceTitle } from "./components/advance-heading";
import { ShowFileList, ShowFileUpload } from "./components/show-file-list";
import { advanceSectionLabel, advanceStateLabel } from "./labels";

/**
 * The promoter's clock is the device's: the time inputs show it ("07:00 PM" or "19:00"), so
 * the answers above them read the same way.
 */
const clock = (time: string) => formatClock(time, deviceClock());

function Questions({ data, token }: { data: AdvanceLinkView; token: string }) {
  const upload = useLinkMutation("upload");
  const drafts = useAnswerDrafts(data.items, token);
  return (
    <div className="grid gap-6">
      <LeaveGuard
        dirty={drafts.unsaved > 0}
        what={t({ id: "logistics.advanceLink.yourAnswersLower", defaultMessage: "your answers" })}
      />
      <form
        className="grid gap-6"
        aria-label={t({ id: "logistics.advanceLink.yourAnswers", defaultMessage: "Your answers" })}
        onSubmit={(e) => {
          e.preventDefault();
          if (drafts.unsaved) drafts.save.mutate();
        }}
      >
        {ADVANCE_SECTIONS.map((section) => {
          const items = data.items.filter((i) => i.section === section);
          if (!items.length) return null;
          return (
            <section key={section} className="grid gap-2 rounded-xl border bg-card p-4">
              <SectionTitle>{advanceSectionLabel(section)}</SectionTitle>
              <ul className="grid gap-4">
                {items.map((item) => (
                  <li key={item.key} className="grid gap-1" data-testid={`link-item-${item.key}`}>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{advanceItemLabel(item)}</span>
                      <Badge variant="outline">{advanceStateLabel(item.state)}</Badge>
                    </div>
                    {item.agreed ? (
                      <p className="text-sm">
                        {item.state === "confirmed"
                          ? t(
                              {
                                id: "logistics.advanceLink.agreed",
                                defaultMessage: "Agreed: {answer}",
                              },
                              { answer: answerText(item.kind, item.agreed, clock) },
                            )
                          : t(
                              {
                                id: "logistics.advanceLink.tourHas",
                                defaultMessage: "The tour has: {answer}",
                              },
                              { answer: answerText(item.kind, item.agreed, clock) },
                            )}
                      </p>
                    ) : null}
                    {item.proposed ? (
                      <p className="text-sm text-muted-foreground">
                        {t(
                          {
                            id: "logistics.advanceLink.yourAnswer",
                            defaultMessage: "Your answer: {answer}",
                          },
                          { answer: answerText(item.kind, item.proposed, clock) },
                        )}
                      </p>
                    ) : null}
                    <AnswerField
                      kind={item.kind}
                      label={advanceItemLabel(item)}
                      initial={initialOf(item)}
                      onChange={(value) => drafts.change(item.key, value)}
                    />
                    {drafts.errors[item.key] ? (
                      <p className="text-sm text-destructive" role="alert">
                        {drafts.errors[item.key]}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {/* One Save for every answer, kept in reach at the bottom of a phone's screen. */}
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t bg-background py-3">
          <Button type="submit" disabled={drafts.unsaved === 0 || drafts.save.isPending}>
            {drafts.save.isPending
              ? t({ id: "logistics.advance.saving", defaultMessage: "Saving..." })
              : t({ id: "logistics.advanceLink.saveAnswers", defaultMessage: "Save answers" })}
          </Button>
          <span className="text-sm text-muted-foreground" data-testid="unsaved-answers">
            {drafts.unsaved === 0
              ? t({
                  id: "logistics.advanceLink.allSaved",
                  defaultMessage: "Everything you typed is saved.",
                })
              : t(
                  {
                    id: "logistics.advanceLink.unsaved",
                    defaultMessage:
                      "{count, plural, one {# answer} other {# answers}} not saved yet",
                  },
                  { count: drafts.unsaved },
                )}
          </span>
        </div>
      </form>
      <section className="grid gap-3 rounded-xl border bg-card p-4">
        <SectionTitle>{t({ id: "logistics.advance.files", defaultMessage: "Files" })}</SectionTitle>
        <ShowFileList files={data.files} urlOf={(id) => linkFileUrl(token, id)} />
        <ShowFileUpload
          kinds={["stage_plot", "input_list", "tech_rider", "hospitality_rider", "other"]}
          upload={(file, kind) => upload.mutateAsync({ token, file, kind })}
        />
      </section>
    </div>
  );
}

const refusedWords = () => ({
  gone: t({
    id: "logistics.advanceLink.gone",
    defaultMessage: "This advance link no longer works",
  }),
  unknown: t({
    id: "logistics.advanceLink.unknown",
    defaultMessage: "This advance link does not work",
  }),
  failed: t({ id: "logistics.advanceLink.failed", defaultMessage: "The advance did not open" }),
  ask: t({
    id: "logistics.advanceLink.ask",
    defaultMessage: "Ask the tour manager for a new link.",
  }),
});

/**
 * /advance/:token — the venue answers one show's advance with no account (issue 38). Its
 * answers are proposals: the tour's managers accept them into their day sheet.
 */
export function AdvanceLinkPage() {
  const { token = "" } = useParams();
  usePageTitle(t({ id: "logistics.daySheet.advance", defaultMessage: "Advance" }));
  const view = useQuery(advanceLinkQuery(token));
  // An unknown or gone link: what to do instead, with no "Try again" (it cannot help).
  if (view.isError && isRefusedLink(view.error))
    return (
      <main className="mx-auto grid max-w-3xl gap-6 p-4">
        <LinkRefused error={view.error} words={refusedWords()} />
      </main>
    );
  return (
    <main className="mx-auto grid max-w-3xl gap-6 p-4">
      {/* The page says what it is even when it did not open (offline, the server down). */}
      {view.isError ? (
        <h1 className="text-2xl font-bold">
          {t({ id: "logistics.daySheet.advance", defaultMessage: "Advance" })}
        </h1>
      ) : null}
      <QueryState
        query={view}
        errorText={t({
          id: "logistics.advanceLink.unknown",
          defaultMessage: "This advance link does not work",
        })}
      >
        {(data) => (
          <>
            <header className="grid gap-1">
              <p className="text-sm text-muted-foreground">{data.workspaceName}</p>
              <h1 className="text-2xl font-bold break-words">{advanceTitle(data)}</h1>
              <p className="font-medium">
                <AdvanceShowLine show={data} />
              </p>
              <p className="text-sm">
                {t(
                  {
                    id: "logistics.advanceLink.intro",
                    defaultMessage:
                      "For {recipient}. Fill in what you know; the tour confirms each answer.",
                  },
                  { recipient: data.recipient },
                )}
              </p>
            </header>
            <Questions data={data} token={token} />
          </>
        )}
      </QueryState>
    </main>
  );
}
