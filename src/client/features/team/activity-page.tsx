import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "@/client/components/page-header";
import { EmptyState, QueryError } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { SelectField } from "@/client/components/ui/select-field";
import { Spinner } from "@/client/components/ui/spinner";
import { useWorkspace } from "@/client/lib/workspace";
import { ACTIVITY_AREA_LABELS, ACTIVITY_AREAS } from "@/domain/team/activity-areas";
import { activityQuery } from "./api/activity";
import { ActivityList } from "./components/activity-list";

/** A select cannot hold "": this stands for "no filter". */
const ALL = "all";

const AREA_OPTIONS = [
  { value: ALL, label: "All areas" },
  ...ACTIVITY_AREAS.map((area) => ({ value: area, label: ACTIVITY_AREA_LABELS[area] })),
];

/** Who did what in the workspace (issue 24 item 5): owners and managers read it. */
export function ActivityPage() {
  return (
    <>
      <PageHeader title="Activity" description="Recent changes in this workspace, newest first." />
      <RoleGate needs="GET /api/activity" what="the activity log">
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
        <FormField label="Member">
          <SelectField
            value={member}
            onChange={setMember}
            options={[
              { value: ALL, label: "Everyone" },
              ...members.map((m) => ({ value: m.userId, label: m.name || m.email || "A member" })),
            ]}
          />
        </FormField>
        <FormField label="Area">
          <SelectField value={area} onChange={setArea} options={AREA_OPTIONS} />
        </FormField>
      </div>
      {activity.isPending ? (
        <Spinner />
      ) : activity.isError ? (
        <QueryError
          message={activity.error.message || "Could not load the activity"}
          retrying={activity.isFetching}
          onRetry={() => void activity.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          text={
            filtered
              ? "No changes match these filters."
              : "No changes yet. Whatever anyone adds, edits or deletes shows up here."
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
              {activity.isFetchingNextPage ? "Loading…" : "Show older changes"}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
