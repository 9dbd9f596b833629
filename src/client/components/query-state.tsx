import type { UseQueryResult } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";

/**
 * Loading, error and empty states of one query, the same on every screen. The error shows
 * the server's message (or `errorText`) with a Try again button; `empty` is drawn when
 * `isEmpty` says the loaded data has nothing to show.
 */
export function QueryState<T>({
  query,
  errorText,
  formatError = (message) => message,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** docs/product.md §13.2: the default message when the error carries none. */
  errorText: string;
  /** Wraps the message, e.g. the Overview's 'Error loading dashboard data: {error}'. */
  formatError?(message: string): string;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <QueryError
        message={formatError(query.error.message || errorText)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) return empty;
  return children(query.data);
}

export function QueryError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying?: boolean;
  onRetry(): void;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-6">
        <p role="alert" className="text-destructive">
          {message}
        </p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

/** A quiet card for a list with nothing in it yet, with the one obvious next action. */
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
