import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { QueryState } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import {
  type EndpointData,
  useDeleteEndpoint,
  useRotateSecret,
  WEBHOOKS_ERROR,
  webhooksQuery,
} from "../api/webhooks";
import { EndpointCard } from "./endpoint-card";
import { EndpointDialog } from "./endpoint-dialog";
import { SecretDialog } from "./secret-dialog";

const noWebhooks = {
  id: "integrations.webhooks.empty",
  defaultMessage:
    "No webhooks yet. Add an endpoint to tell your other tools when a show is confirmed, a deal settled or a tour changes.",
};
/** The empty list's words in English, as the tests read them; the page writes them with t(). */
export const NO_WEBHOOKS = noWebhooks.defaultMessage;

/** The owner's webhook endpoints and their delivery logs (issue 53 item 3): owners only. */
export function WebhooksSection() {
  return (
    <RoleGate
      needs="GET /api/webhooks"
      what={t({ id: "integrations.page.whatWebhooks", defaultMessage: "webhooks" })}
    >
      <Webhooks />
    </RoleGate>
  );
}

function Webhooks() {
  const query = useQuery(webhooksQuery);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EndpointData>();
  const [rotating, setRotating] = useState<EndpointData>();
  const [deleting, setDeleting] = useState<EndpointData>();
  const [secret, setSecret] = useState<{ url: string; secret: string; rotated: boolean }>();
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const events = query.data?.events ?? [];
  return (
    <section aria-labelledby="webhooks-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <SectionTitle id="webhooks-title">
            {t({ id: "integrations.page.webhooksTab", defaultMessage: "Webhooks" })}
          </SectionTitle>
          <p className="text-muted-foreground text-sm">
            {t({
              id: "integrations.webhooks.description",
              defaultMessage:
                "Tribe tells your other tools when things happen, with a signed request.",
            })}
          </p>
        </div>
        <Button onClick={() => setAdding(true)} disabled={!query.data}>
          <Plus aria-hidden="true" />
          {t({ id: "integrations.webhooks.add", defaultMessage: "Add endpoint" })}
        </Button>
      </div>
      <QueryState
        query={query}
        errorText={t(WEBHOOKS_ERROR)}
        isEmpty={(data) => data.endpoints.length === 0}
        empty={
          <p className="text-muted-foreground rounded-md border p-6 text-center text-sm">
            {t(noWebhooks)}
          </p>
        }
      >
        {(data) => (
          <ul
            className="grid min-w-0 gap-3"
            aria-label={t({
              id: "integrations.webhooks.list",
              defaultMessage: "Webhook endpoints",
            })}
          >
            {data.endpoints.map((endpoint) => (
              <li key={endpoint.id} className="min-w-0">
                <EndpointCard
                  endpoint={endpoint}
                  onEdit={() => setEditing(endpoint)}
                  onRotate={() => setRotating(endpoint)}
                  onDelete={() => setDeleting(endpoint)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <EndpointDialog
        open={adding || Boolean(editing)}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(undefined);
          }
        }}
        events={events}
        editing={editing}
        onAdded={(added) => setSecret({ url: added.url, secret: added.secret, rotated: false })}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(undefined)} />
      <ConfirmDeleteDialog
        open={Boolean(rotating)}
        onOpenChange={(open) => !open && setRotating(undefined)}
        title={t({
          id: "integrations.webhooks.rotateTitle",
          defaultMessage: "Rotate the signing secret?",
        })}
        confirmLabel={t({ id: "integrations.webhooks.rotate", defaultMessage: "Rotate secret" })}
        busyLabel={t({ id: "integrations.webhooks.rotating", defaultMessage: "Rotating..." })}
        onConfirm={() =>
          rotating &&
          rotate.mutateAsync(rotating.id).then((done) => {
            setSecret({ url: done.url, secret: done.secret, rotated: true });
          })
        }
      >
        {t(
          {
            id: "integrations.webhooks.rotateDescription",
            defaultMessage:
              "A new secret signs deliveries to {url} from now on. The old secret keeps signing for 24 hours beside it, so your receiver has a day to switch.",
          },
          { url: rotating?.url },
        )}
      </ConfirmDeleteDialog>
      <ConfirmDeleteDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t({
          id: "integrations.webhooks.deleteTitle",
          defaultMessage: "Delete this endpoint?",
        })}
        onConfirm={() => deleting && remove.mutateAsync(deleting.id)}
        successToast={{
          title: t({ id: "integrations.webhooks.deleted", defaultMessage: "Endpoint deleted" }),
        }}
      >
        {t(
          {
            id: "integrations.webhooks.deleteDescription",
            defaultMessage:
              "Nothing more is sent to {url}, and its delivery log is deleted with it.",
          },
          { url: deleting?.url },
        )}
      </ConfirmDeleteDialog>
    </section>
  );
}
