import type { NotificationKind } from "./kinds";

/** One row of the bell's list, as the API answers it. */
interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  /** A path in the app. */
  link: string;
  workspaceId: string;
  workspaceName: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationList {
  unread: number;
  items: NotificationItem[];
}
