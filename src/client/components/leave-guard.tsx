import { useEffect } from "react";
import { useBlocker } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { t } from "@/client/i18n/t";

/**
 * Asks before unsaved edits are lost: a link inside the app opens "Leave without saving?";
 * closing the tab or reloading gets the browser's own question (its words cannot be ours).
 * Needs the app's data router (createBrowserRouter), as useBlocker does.
 */
export function LeaveGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  const open = blocker.state === "blocked";
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === "blocked") blocker.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t({ id: "components.leaveGuard.title", defaultMessage: "Leave without saving?" })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {t(
              {
                id: "components.leaveGuard.description",
                defaultMessage: "Your changes to {what} are not saved. Leave and they are lost.",
              },
              { what },
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            {t({ id: "components.leaveGuard.stay", defaultMessage: "Stay" })}
          </AlertDialogCancel>
          <AlertDialogAction
            onClick={(e) => {
              // Not the dialog's own close: that would reset (stay) what this proceeds.
              e.preventDefault();
              if (blocker.state === "blocked") blocker.proceed();
            }}
          >
            {t({ id: "components.leaveGuard.leave", defaultMessage: "Leave" })}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
