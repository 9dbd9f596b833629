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
          <AlertDialogTitle>Sign out of the demo?</AlertDialogTitle>
          <AlertDialogDescription>
            The demo's tours, shows and campaigns, and anything you changed, will be lost unless you
            create an account first.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Link
            to="/auth?mode=sign-up"
            className={buttonVariants({ variant: "outline" })}
            onClick={() => onOpenChange(false)}
          >
            Create account
          </Link>
          <AlertDialogAction onClick={onSignOut}>Sign out and lose demo data</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
