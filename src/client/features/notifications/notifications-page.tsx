import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { instantText } from "@/client/lib/person-clock";
import { notificationsQuery } from "./api/notifications";
import { useMarkAllRead, useMarkRead } from "./api/use-notification-mutations";

const when = (iso: string) => instantText(iso);

/** The bell's list (docs/product.md §19.2): newest first, each with a link and Mark read. */
export function NotificationsPage() {
  const list = useQuery(notificationsQuery);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const failed = (err: Error) =>
    toast.error(t({ id: "notifications.page.error", defaultMessage: "Error" }), {
      description: err.message,
    });
  return (
    <>
      <PageHeader
        title={t({ id: "notifications.page.title", defaultMessage: "Notifications" })}
        description={t({
          id: "notifications.page.description",
          defaultMessage: "Deadlines and changes across your workspaces.",
        })}
        actions={
          <Button
            variant="outline"
            disabled={!list.data?.unread || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: failed })}
          >
            {t({ id: "notifications.page.markAllRead", defaultMessage: "Mark all read" })}
          </Button>
        }
      />
      <QueryState
        query={list}
        errorText={t({
          id: "notifications.page.loadError",
          defaultMessage: "Could not load your notifications",
        })}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <p className="text-muted-foreground">
            {t({
              id: "notifications.page.empty",
              defaultMessage: "Nothing yet. Deadlines and changes will show up here.",
            })}
          </p>
        }
      >
        {(data) => (
          <Card>
            <CardContent className="p-0">
              <ul
                className="divide-y"
                aria-label={t({ id: "notifications.page.title", defaultMessage: "Notifications" })}
              >
                {data.items.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-center gap-3 p-4"
                    data-read={item.read}
                  >
                    <div className="min-w-0 flex-1">
                      <Link
                        to={item.link}
                        className={
                          item.read
                            ? "text-muted-foreground hover:underline"
                            : "font-medium hover:underline"
                        }
                        onClick={() => !item.read && markRead.mutate(item.id)}
                      >
                        {item.title}
                      </Link>
                      <p className="text-sm text-muted-foreground">
                        {item.read
                          ? t(
                              {
                                id: "notifications.page.meta",
                                defaultMessage: "{workspace} · {when}",
                              },
                              { workspace: item.workspaceName, when: when(item.createdAt) },
                            )
                          : t(
                              {
                                id: "notifications.page.metaUnread",
                                defaultMessage: "{workspace} · {when} · Unread",
                              },
                              { workspace: item.workspaceName, when: when(item.createdAt) },
                            )}
                      </p>
                    </div>
                    {!item.read && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t(
                          {
                            id: "notifications.page.markReadOf",
                            defaultMessage: "Mark read: {title}",
                          },
                          { title: item.title },
                        )}
                        onClick={() => markRead.mutate(item.id, { onError: failed })}
                      >
                        {t({ id: "notifications.page.markRead", defaultMessage: "Mark read" })}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </QueryState>
    </>
  );
}
