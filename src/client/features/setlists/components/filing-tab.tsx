import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/client/components/query-state";
import { t } from "@/client/i18n/t";
import { setlistSettingsQuery } from "../api/filings";
import { SocietyChoice } from "./society-choice";
import { SocietyFilings } from "./society-filings";

/**
 * The filing (issue 50 item 4, docs/product.md §22.4): the royalty societies the band files
 * with, then per society the shows of a period with their deadlines, what stops a report
 * (no set, a song without writers), the report to download and the mark that it was filed.
 */
export function FilingTab() {
  const settings = useQuery(setlistSettingsQuery());
  return (
    <QueryState
      query={settings}
      errorText={t({
        id: "setlists.filing.loadError",
        defaultMessage: "Failed to fetch the societies the band files with",
      })}
    >
      {({ societies }) => (
        <div className="grid gap-4">
          {/* Keyed by the saved choice: a save (or another tab's) starts the boxes from it. */}
          <SocietyChoice key={societies.join()} chosen={societies} />
          {societies.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t({
                id: "setlists.filing.chooseFirst",
                defaultMessage:
                  "Choose the societies the band files with, and each one's shows, deadlines and reports appear here.",
              })}
            </p>
          ) : (
            societies.map((code) => <SocietyFilings key={code} society={code} />)
          )}
        </div>
      )}
    </QueryState>
  );
}
