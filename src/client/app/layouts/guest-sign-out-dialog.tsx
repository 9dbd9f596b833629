import { Link } from "react-router";
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
import { buttonVariants } from "@/client/components/ui/button-variants";
import { t } from "@/client/i18n/t";

/**
 * A guest's data lives only behind this browser's session: signing out abandons it (it is
 * removed later with the guest). Say so before it happens, and offer the way to keep it.
 */
export function GuestSignOutDialog({
  open,
  onOpenChange,
  onSignOut,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSignOut(): void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t({ id: "app.guestSignOut.title", defaultMessage: "Sign out of the demo?" })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {t({
              id: "app.guestSignOut.description",
              defaultMessage:
                "The demo's tours, shows and campaigns, and anything you changed, will be lost unless you create an account first.",
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            {t({ id: "common.cancel", defaultMessage: "Cancel" })}
          </AlertDialogCancel>
          <Link
            to="/auth?mode=sign-up"
            className={buttonVariants({ variant: "outline" })}
            onClick={() => onOpenChange(false)}
          >
            {t({ id: "app.guestBanner.createAccount", defaultMessage: "Create account" })}
          </Link>
          <AlertDialogAction onClick={onSignOut}>
            {t({ id: "app.guestSignOut.confirm", defaultMessage: "Sign out and lose demo data" })}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
