import type { UseQueryResult } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import type { Campaign } from "@/domain/campaigns";

/** Loading and error states every tab shares; the tab draws the loaded list (empty or not). */
export function CampaignsState({
  query,
  children,
}: {
  query: UseQueryResult<Campaign[]>;
  children(campaigns: Campaign[]): ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3 p-6">
          <p role="alert" className="text-destructive">
            {query.error.message || "Failed to fetch campaigns"}
          </p>
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  return children(query.data);
}

/** A quiet card for a tab with nothing to show yet. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-muted-foreground">{text}</p>
        {action}
      </CardContent>
    </Card>
  );
}
