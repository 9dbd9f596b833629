import type { UseQueryResult } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { NotSavedOffline } from "@/client/offline/not-saved-offline";
import { useOfflineStatus } from "@/client/offline/offline-status";

/**
 * Loading, error and empty states of one query, the same on every screen. The error shows
 * the server's message (or `errorText`) with a Try again button; `empty` is drawn when
 * `isEmpty` says the loaded data has nothing to show. A refresh that fails keeps what was
 * already shown, with the error and Try again above it: a door list must not vanish because
 * the signal dropped as it was read again.
 */
export function QueryState<T>({
  query,
  errorText,
  formatError = (message) => message,
  offlineText,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** docs/product.md §13.2: the default message when the error carries none. */
  errorText: string;
  /** Wraps the message, e.g. the Overview's 'Error loading dashboard data: {error}'. */
  formatError?(message: string): string;
  /** Offline, when this was not saved on the device: what the page says instead (QueryError). */
  offlineText?: string;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  const error = query.isError && (
    <QueryError
      message={formatError(query.error.message || errorText)}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
      compact={query.data !== undefined}
      offlineText={offlineText}
    />
  );
  if (query.data === undefined) return error;
  const content = empty !== undefined && isEmpty?.(query.data) ? empty : children(query.data);
  return error ? (
    <>
      {error}
      {content}
    </>
  ) : (
    content
  );
}

export function QueryError({
  message,
  retrying,
  onRetry,
  compact,
  offlineText,
}: {
  message: string;
  retrying?: boolean;
  onRetry(): void;
  /** Above data still shown: one line, not a card in its place. */
  compact?: boolean;
  /** Offline: what was not saved, in the page's words (NotSavedOffline's default otherwise). */
  offlineText?: string;
}) {
  // Offline, a read fails only when the device never saved its answer (the service worker
  // answers every saved one): that is an offline state to explain, not an error to retry.
  const { offline } = useOfflineStatus();
  if (offline) return <NotSavedOffline text={offlineText} compact={compact} />;
  return (
    <Card className={compact ? "mb-4" : undefined}>
      <CardContent
        className={
          compact
            ? "flex flex-wrap items-center gap-3 px-4 py-2"
            : "flex flex-col items-start gap-3 p-6"
        }
      >
        <p role="alert" className="text-destructive">
          {message}
        </p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          {t({ id: "components.queryState.tryAgain", defaultMessage: "Try again" })}
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
