import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { notificationsQuery } from "@/client/features/notifications/api/notifications";
import { useDefaultTimeZone } from "@/client/features/settings/api/notification-settings";
import { t } from "@/client/i18n/t";

/**
 * Saves the browser's zone for a person who never chose one. Rendered once by the layout:
 * in each of the two bells (the phone's header and the desktop's bar, one of them hidden)
 * it sent the same save twice as a new account first opened the dashboard.
 */
export function DefaultTimeZone() {
  useDefaultTimeZone();
  return null;
}

/** The header's bell: the unread count, a link to the list (docs/product.md §19.2). */
export function NotificationBell() {
  const list = useQuery(notificationsQuery);
  const unread = list.data?.unread ?? 0;
  const label =
    unread > 0
      ? t(
          { id: "app.notificationBell.unread", defaultMessage: "Notifications, {count} unread" },
          { count: unread },
        )
      : t({ id: "app.notificationBell.label", defaultMessage: "Notifications" });
  return (
    <Link
      to="/dashboard/notifications"
      aria-label={label}
      className="relative inline-flex size-9 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="notification-bell"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-semibold leading-5 text-primary-foreground"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}

/** Today's show, one tap from every page (docs/product.md §19.3). */
export function TodayLink() {
  return (
    <Link
      to="/dashboard/today"
      className="inline-flex h-9 items-center rounded-md px-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {t({ id: "app.todayLink.label", defaultMessage: "Today" })}
    </Link>
  );
}
