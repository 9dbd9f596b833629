import { useState } from "react";

/**
 * True from the first time `open` is true. A dialog's content is mounted from then on, not
 * while it has never been opened: a closed Radix dialog still mounts its Presence, whose layout
 * effect schedules a synchronous update, and in the hydration of a server-rendered page that
 * update pulls every effect of the page into the commit's long task (decision 10). Once
 * mounted it stays, so the close animation still plays.
 */
export function useHasOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
