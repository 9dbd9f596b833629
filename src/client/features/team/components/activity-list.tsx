import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { instantText } from "@/client/lib/person-clock";
import type { ActivityEntry } from "@/domain/team/activity";
import { activityAreaLabel } from "@/domain/team/activity-areas";

const when = (iso: string) => instantText(iso);

/** Who did what, newest first: one line per change, its area and its time. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Card>
      <CardContent className="p-0">
        <ol
          aria-label={t({ id: "team.activityList.label", defaultMessage: "Recent changes" })}
          className="divide-y"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:gap-4"
            >
              <div className="min-w-0 flex-1">
                <p className="break-words text-sm">
                  <span className="font-medium">{entry.actorName}</span>{" "}
                  <span className="text-muted-foreground">·</span> {entry.summary}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                  {/* Made by a tool with the member's token, not by the member in a page. */}
                  {entry.via ? (
                    <>
                      {" · "}
                      {t(
                        { id: "team.activityList.via", defaultMessage: "with the {via}" },
                        { via: entry.via },
                      )}
                    </>
                  ) : null}
                </p>
              </div>
              <Badge variant="secondary" className="self-start">
                {activityAreaLabel(entry.area)}
              </Badge>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
