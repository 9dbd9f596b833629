import { useQuery } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { CsvDownload } from "@/client/components/csv-download";
import { QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
import { useCan } from "@/client/lib/workspace";
import { SOCIETIES, type SocietyCode } from "@/domain/setlists/societies";
import { type FilingShow, filingsQuery, reportUrl, useUnmarkFiled } from "../api/filings";
import { localToday, periodOptions, periodRange } from "./filing-period";
import { FilingShowRow } from "./filing-show-row";
import { MarkFiledDialog } from "./mark-filed-dialog";

/**
 * One society's filing: a period (a year or a quarter), its shows with their deadlines and
 * problems, the report to download in CSV or PDF, and each show marked filed or not.
 */
export function SocietyFilings({ society }: { society: SocietyCode }) {
  const info = SOCIETIES[society];
  const options = periodOptions(localToday());
  const [periodValue, setPeriodValue] = useState(options[0]!.value);
  const period = { society, ...periodRange(periodValue) };
  const list = useQuery(filingsQuery(period));
  const canFile = useCan()("PUT /api/tours/:tourId/set-lists/:showId/filings/:society");
  const [marking, setMarking] = useState<FilingShow | null>(null);
  const undo = useUnmarkFiled();
  const pickerId = useId();
  const undoFiling = (show: FilingShow) =>
    undo.mutate(
      { show, society },
      {
        onSuccess: () =>
          toast.success(
            t(
              {
                id: "setlists.societyFilings.unmarked",
                defaultMessage: "No longer marked filed with {society}",
              },
              { society: info.name },
            ),
          ),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="grid gap-1">
          <SectionTitle>
            {info.name}{" "}
            <span className="font-normal text-muted-foreground">· {info.programme}</span>
          </SectionTitle>
          <CardDescription>
            {t(
              {
                id: "setlists.societyFilings.deadline",
                defaultMessage: "{territory}. Deadline: {deadline}.",
              },
              { territory: info.territoryText, deadline: info.deadlineText },
            )}
          </CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid gap-1.5 sm:w-64">
            <Label htmlFor={pickerId}>
              {t({ id: "setlists.societyFilings.period", defaultMessage: "Period" })}
            </Label>
            <SelectField
              id={pickerId}
              value={periodValue}
              onChange={setPeriodValue}
              options={options}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <CsvDownload
              href={reportUrl(period, "csv")}
              label={t({ id: "setlists.societyFilings.csv", defaultMessage: "Download CSV" })}
              icon={FileDown}
            />
            <Button variant="outline" asChild>
              <a href={reportUrl(period, "pdf")} download>
                <FileDown aria-hidden="true" />
                {t({ id: "setlists.societyFilings.pdf", defaultMessage: "Download PDF" })}
              </a>
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <QueryState
          query={list}
          errorText={t({
            id: "setlists.societyFilings.loadError",
            defaultMessage: "Failed to fetch the shows to file",
          })}
          isEmpty={(d) => d.shows.length === 0}
          empty={
            <p className="text-sm text-muted-foreground">
              {t(
                {
                  id: "setlists.societyFilings.empty",
                  defaultMessage: "No confirmed show played in this period that {society} takes.",
                },
                { society: info.name },
              )}
            </p>
          }
        >
          {(d) => (
            <ul
              aria-label={t(
                {
                  id: "setlists.societyFilings.list",
                  defaultMessage: "Shows to file with {society}",
                },
                { society: info.name },
              )}
            >
              {d.shows.map((show) => (
                <FilingShowRow
                  key={show.showId}
                  show={show}
                  canFile={canFile}
                  busy={undo.isPending}
                  onMark={() => setMarking(show)}
                  onUndo={() => undoFiling(show)}
                />
              ))}
            </ul>
          )}
        </QueryState>
        <MarkFiledDialog
          show={marking}
          society={society}
          onOpenChange={(open) => (open ? undefined : setMarking(null))}
        />
      </CardContent>
    </Card>
  );
}
