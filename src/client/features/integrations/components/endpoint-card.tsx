import { ChevronDown, ChevronUp, Pencil, RefreshCw, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Switch } from "@/client/components/ui/switch";
import { t } from "@/client/i18n/t";
import { instantText } from "@/client/lib/person-clock";
import { type EndpointData, usePing, useUpdateEndpoint } from "../api/webhooks";
import { DeliveryLog } from "./delivery-log";

/** How the endpoint is doing at a glance: its last try, and what waits. */
function health(endpoint: EndpointData) {
  const last = endpoint.lastDelivery;
  const lastText = last
    ? last.status === null
      ? t(
          {
            id: "integrations.endpoint.lastNoAnswer",
            defaultMessage: "Last delivery {at}: no answer",
          },
          { at: instantText(last.at) },
        )
      : t(
          {
            id: "integrations.endpoint.lastHttp",
            defaultMessage: "Last delivery {at}: HTTP {status}",
          },
          { at: instantText(last.at), status: String(last.status) },
        )
    : t({ id: "integrations.endpoint.noDeliveries", defaultMessage: "No deliveries yet" });
  return { last, lastText };
}

/** One endpoint: where, which events, on or off, how it is doing, and what can be done. */
export function EndpointCard({
  endpoint,
  onEdit,
  onRotate,
  onDelete,
}: {
  endpoint: EndpointData;
  onEdit(): void;
  onRotate(): void;
  onDelete(): void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const update = useUpdateEndpoint();
  const ping = usePing();
  const { last, lastText } = health(endpoint);
  const logId = `log-${endpoint.id}`;
  const toggle = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ id: endpoint.id, changes: { enabled } });
      toast.success(
        enabled
          ? t({ id: "integrations.endpoint.on", defaultMessage: "Endpoint on" })
          : t({ id: "integrations.endpoint.paused", defaultMessage: "Endpoint paused" }),
      );
    } catch (err) {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: (err as Error).message,
      });
    }
  };
  const sendTest = async () => {
    try {
      await ping.mutateAsync(endpoint.id);
      setLogOpen(true);
      toast.success(
        t({ id: "integrations.endpoint.testQueued", defaultMessage: "Test event queued" }),
        {
          description: t({
            id: "integrations.endpoint.testQueuedDescription",
            defaultMessage: "It appears in the delivery log.",
          }),
        },
      );
    } catch (err) {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: (err as Error).message,
      });
    }
  };
  return (
    <Card>
      <CardContent className="grid min-w-0 gap-3 p-4">
        <div className="flex min-w-0 items-start gap-3">
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="font-mono text-sm break-all">{endpoint.url}</p>
            {endpoint.description ? (
              <p className="text-muted-foreground text-sm">{endpoint.description}</p>
            ) : null}
          </div>
          <Switch
            checked={endpoint.enabled}
            onCheckedChange={(on) => void toggle(on)}
            disabled={update.isPending}
            aria-label={t(
              { id: "integrations.endpoint.sendTo", defaultMessage: "Send to {url}" },
              { url: endpoint.url },
            )}
          />
        </div>
        <ul
          className="flex flex-wrap gap-1"
          aria-label={t({ id: "integrations.endpoint.events", defaultMessage: "Events" })}
        >
          {endpoint.events.map((type) => (
            <li key={type}>
              <Badge variant="secondary" className="font-mono font-normal">
                {type}
              </Badge>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {last ? (
            <Badge variant={last.ok ? "success" : "destructive"}>
              {last.ok
                ? "OK"
                : t({ id: "integrations.endpoint.failing", defaultMessage: "Failing" })}
            </Badge>
          ) : null}
          <span className="text-muted-foreground">{lastText}</span>
          {endpoint.pending ? (
            <Badge variant="warning">
              {t(
                { id: "integrations.endpoint.pending", defaultMessage: "{count} pending" },
                { count: String(endpoint.pending) },
              )}
            </Badge>
          ) : null}
          {!endpoint.enabled ? (
            <Badge variant="outline">
              {t({ id: "integrations.endpoint.pausedBadge", defaultMessage: "Paused" })}
            </Badge>
          ) : null}
        </div>
        {endpoint.previousSecretUntil ? (
          <p className="text-muted-foreground text-xs">
            {t(
              {
                id: "integrations.endpoint.oldSecret",
                defaultMessage: "The old secret also signs until {until}.",
              },
              { until: instantText(endpoint.previousSecretUntil) },
            )}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void sendTest()}
            disabled={ping.isPending}
          >
            <Send aria-hidden="true" />
            {t({ id: "integrations.endpoint.sendTest", defaultMessage: "Send test event" })}
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t({ id: "integrations.endpoint.edit", defaultMessage: "Edit" })}
          </Button>
          <Button variant="outline" size="sm" onClick={onRotate}>
            <RefreshCw aria-hidden="true" />
            {t({ id: "integrations.webhooks.rotate", defaultMessage: "Rotate secret" })}
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {t({ id: "integrations.endpoint.delete", defaultMessage: "Delete" })}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
          >
            {logOpen ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {t({ id: "integrations.endpoint.log", defaultMessage: "Delivery log" })}
          </Button>
        </div>
        {logOpen ? (
          <section
            id={logId}
            aria-label={t(
              { id: "integrations.endpoint.logOf", defaultMessage: "Delivery log of {url}" },
              { url: endpoint.url },
            )}
            className="min-w-0"
          >
            <DeliveryLog endpointId={endpoint.id} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
