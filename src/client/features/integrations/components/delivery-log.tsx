import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/client/components/query-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { instantText } from "@/client/lib/person-clock";
import {
  type DeliveryData,
  deliveriesQuery,
  olderDeliveries,
  useRetryDelivery,
} from "../api/webhooks";

const status = (
  s: DeliveryData["status"],
): { text: string; variant: "success" | "destructive" | "warning" } => {
  switch (s) {
    case "delivered":
      return {
        text: t({ id: "integrations.delivery.delivered", defaultMessage: "Delivered" }),
        variant: "success",
      };
    case "failed":
      return {
        text: t({ id: "integrations.delivery.failed", defaultMessage: "Failed" }),
        variant: "destructive",
      };
    case "pending":
      return {
        text: t({ id: "integrations.delivery.pending", defaultMessage: "Pending" }),
        variant: "warning",
      };
  }
};

/** One try, as the log says it: "500 · 42 ms" or "Connection refused · 10000 ms". */
const tryText = (a: DeliveryData["attempts"][number]) =>
  [
    a.status === null
      ? t({ id: "integrations.delivery.noAnswer", defaultMessage: "No answer" })
      : `HTTP ${a.status}`,
    a.error,
    `${a.durationMs} ms`,
  ]
    .filter(Boolean)
    .join(" · ");

/** An endpoint's deliveries, newest first, each with its tries, its body and "Send again". */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const query = useQuery(deliveriesQuery(endpointId));
  // Older pages are read on demand and kept below the newest page.
  const [older, setOlder] = useState<{ rows: DeliveryData[]; next: string | null }>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const next = older ? older.next : (query.data?.nextBefore ?? null);
  const showOlder = async () => {
    if (!next) return;
    setLoadingOlder(true);
    try {
      const page = await olderDeliveries(endpointId, next);
      setOlder({ rows: [...(older?.rows ?? []), ...page.deliveries], next: page.nextBefore });
    } catch (err) {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: (err as Error).message,
      });
    } finally {
      setLoadingOlder(false);
    }
  };
  return (
    <QueryState
      query={query}
      errorText={t({
        id: "integrations.delivery.loadError",
        defaultMessage: "Failed to load the delivery log",
      })}
      isEmpty={(data) => data.deliveries.length === 0}
      empty={
        <p className="text-muted-foreground text-sm">
          {t({
            id: "integrations.delivery.empty",
            defaultMessage: "Nothing sent yet. Send a test event to see one here.",
          })}
        </p>
      }
    >
      {(data) => (
        <div className="grid gap-2">
          <ul
            className="grid gap-2"
            aria-label={t({ id: "integrations.delivery.list", defaultMessage: "Deliveries" })}
          >
            {[...data.deliveries, ...(older?.rows ?? [])].map((d) => (
              <DeliveryRow key={d.id} endpointId={endpointId} delivery={d} />
            ))}
          </ul>
          {next ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void showOlder()}
              disabled={loadingOlder}
            >
              {loadingOlder
                ? t({ id: "integrations.delivery.loading", defaultMessage: "Loading…" })
                : t({ id: "integrations.delivery.older", defaultMessage: "Show older" })}
            </Button>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: DeliveryData }) {
  const retry = useRetryDelivery();
  const shown = status(delivery.status);
  const again = async () => {
    try {
      await retry.mutateAsync({ id: endpointId, deliveryId: delivery.id });
      toast.success(
        t({ id: "integrations.delivery.sendingAgain", defaultMessage: "Sending again" }),
        {
          description: t(
            { id: "integrations.delivery.sameMessage", defaultMessage: "The same message, {id}" },
            { id: delivery.messageId },
          ),
        },
      );
    } catch (err) {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: (err as Error).message,
      });
    }
  };
  return (
    <li
      className="grid min-w-0 gap-2 rounded-md border p-3"
      aria-label={t(
        { id: "integrations.delivery.label", defaultMessage: "{type} delivery" },
        { type: delivery.type },
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm break-all">{delivery.type}</span>
        <Badge variant={shown.variant}>{shown.text}</Badge>
        <span className="text-muted-foreground text-xs">{instantText(delivery.createdAt)}</span>
        {delivery.status !== "pending" ? (
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={() => void again()}
            disabled={retry.isPending}
          >
            <RotateCw aria-hidden="true" />
            {t({ id: "integrations.delivery.again", defaultMessage: "Send again" })}
          </Button>
        ) : delivery.nextAttemptAt ? (
          <span className="text-muted-foreground ml-auto text-xs">
            {t(
              { id: "integrations.delivery.nextTry", defaultMessage: "Next try {at}" },
              { at: instantText(delivery.nextAttemptAt) },
            )}
          </span>
        ) : null}
      </div>
      {delivery.attempts.length ? (
        <ol
          className="text-muted-foreground grid gap-0.5 text-xs"
          aria-label={t({ id: "integrations.delivery.tries", defaultMessage: "Tries" })}
        >
          {delivery.attempts.map((a) => (
            <li key={a.at} className="break-words">
              {instantText(a.at)}: {tryText(a)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground text-xs">
          {t({ id: "integrations.delivery.notTried", defaultMessage: "Not tried yet" })}
        </p>
      )}
      <details className="min-w-0">
        <summary className="cursor-pointer text-xs">
          {t({ id: "integrations.delivery.payload", defaultMessage: "Payload" })}{" "}
          <span className="font-mono">{delivery.messageId}</span>
        </summary>
        <pre className="bg-muted mt-1 max-h-64 overflow-auto rounded p-2 text-xs whitespace-pre-wrap break-all">
          {JSON.stringify(delivery.payload, null, 2)}
        </pre>
      </details>
    </li>
  );
}
