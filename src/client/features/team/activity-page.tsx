import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "@/client/components/page-header";
import { EmptyState, QueryError } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { SelectField } from "@/client/components/ui/select-field";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { useWorkspace } from "@/client/lib/workspace";
import { ACTIVITY_AREAS, activityAreaLabel } from "@/domain/team/activity-areas";
import { activityQuery } from "./api/activity";
import { ActivityList } from "./components/activity-list";

/** A select cannot hold "": this stands for "no filter". */
const ALL = "all";

const areaOptions = () => [
  { value: ALL, label: t({ id: "team.activity.allAreas", defaultMessage: "All areas" }) },
  ...ACTIVITY_AREAS.map((area) => ({ value: area, label: activityAreaLabel(area) })),
];

/** Who did what in the workspace (issue 24 item 5): owners and managers read it. */
export function ActivityPage() {
  return (
    <>
      <PageHeader
        title={t({ id: "team.activity.title", defaultMessage: "Activity" })}
        description={t({
          id: "team.activity.description",
          defaultMessage: "Recent changes in this workspace, newest first.",
        })}
      />
      <RoleGate
        needs="GET /api/activity"
        what={t({ id: "team.activity.what", defaultMessage: "the activity log" })}
      >
        <ActivityLog />
      </RoleGate>
    </>
  );
}

function ActivityLog() {
  const [member, setMember] = useState(ALL);
  const [area, setArea] = useState(ALL);
  const members = useWorkspace().data?.members ?? [];
  const activity = useInfiniteQuery(
    activityQuery(member === ALL ? "" : member, area === ALL ? "" : area),
  );
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = member !== ALL || area !== ALL;

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <FormField label={t({ id: "team.activity.member", defaultMessage: "Member" })}>
          <SelectField
            value={member}
            onChange={setMember}
            options={[
              {
                value: ALL,
                label: t({ id: "team.activity.everyone", defaultMessage: "Everyone" }),
              },
              ...members.map((m) => ({
                value: m.userId,
                label:
                  m.name ||
                  m.email ||
                  t({ id: "team.activity.aMember", defaultMessage: "A member" }),
              })),
            ]}
          />
        </FormField>
        <FormField label={t({ id: "team.activity.area", defaultMessage: "Area" })}>
          <SelectField value={area} onChange={setArea} options={areaOptions()} />
        </FormField>
      </div>
      {activity.isPending ? (
        <Spinner />
      ) : activity.isError ? (
        <QueryError
          message={
            activity.error.message ||
            t({ id: "team.activity.loadError", defaultMessage: "Could not load the activity" })
          }
          retrying={activity.isFetching}
          onRetry={() => void activity.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          text={
            filtered
              ? t({
                  id: "team.activity.noMatch",
                  defaultMessage: "No changes match these filters.",
                })
              : t({
                  id: "team.activity.empty",
                  defaultMessage:
                    "No changes yet. Whatever anyone adds, edits or deletes shows up here.",
                })
          }
        />
      ) : (
        <>
          <ActivityList entries={entries} />
          {activity.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void activity.fetchNextPage()}
              disabled={activity.isFetchingNextPage}
            >
              {activity.isFetchingNextPage
                ? t({ id: "team.activity.loading", defaultMessage: "Loading…" })
                : t({ id: "team.activity.older", defaultMessage: "Show older changes" })}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
