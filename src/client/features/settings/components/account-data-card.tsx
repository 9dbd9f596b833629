import { useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { StorageMeter } from "@/client/components/storage-meter";
import { Button } from "@/client/components/ui/button";
import { buttonVariants } from "@/client/components/ui/button-variants";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { AUTH_STORAGE_KEY } from "@/client/lib/auth-client";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import { forgetSavedAnswers } from "@/client/offline/saved-answers";
import { ACCOUNT_STORAGE_BYTES, GUEST_STORAGE_BYTES } from "@/domain/merch/artwork-storage";
import { workspaceOf } from "@/domain/team/member-notices";
import { ROLE_LABELS } from "@/domain/team/roles";
import { ACCOUNT_EXPORT_URL } from "../api/profile";
import { DeleteAccountDialog } from "./delete-account-dialog";

const MB = 1024 * 1024;

/** The artist's own data: its storage, all of it as one zip file, or gone for good. */
export function AccountDataCard({ isGuest }: { isGuest: boolean }) {
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const workspace = useWorkspace().data;
  const can = useCan();

  const afterDelete = async () => {
    localStorage.removeItem(AUTH_STORAGE_KEY);
    void forgetSavedAnswers();
    // Left first, then forgotten, as signing out does (use-sign-out.ts): with the cache cleared
    // while the dashboard still showed (the home page's code loading), the session read found
    // nobody and sent the person to /auth instead of home.
    await navigate("/");
    queryClient.clear();
    toast("Account deleted", { description: "Your account and all its data were deleted." });
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">Your data</CardTitle>
        <CardDescription>
          What Tribe keeps and why is in the{" "}
          <Link className="text-primary underline" to="/privacy">
            privacy notice
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {can("GET /api/merch/storage") && (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">Storage</h3>
            <p className="text-sm text-muted-foreground">
              {isGuest
                ? `Artwork proofs can use up to ${GUEST_STORAGE_BYTES / MB} MB in the demo (${ACCOUNT_STORAGE_BYTES / MB} MB once you create an account).`
                : `Artwork proofs can use up to ${ACCOUNT_STORAGE_BYTES / MB} MB.`}
            </p>
            <StorageMeter />
          </div>
        )}
        {workspace && (
          <div className="grid gap-2 border-t pt-6 first:border-t-0 first:pt-0">
            <h3 className="text-sm font-medium">Export</h3>
            {can("GET /api/profile/export") ? (
              <>
                <p className="text-sm text-muted-foreground">
                  Everything in your account (profile, tours, shows, venues, finances, campaigns,
                  merch) as one zip file: your data in account.json, and your artwork proofs as
                  files.
                </p>
                <a
                  href={ACCOUNT_EXPORT_URL}
                  download
                  className={buttonVariants({
                    variant: "outline",
                    className: "justify-self-start",
                  })}
                >
                  <Download aria-hidden="true" />
                  Export all my data (ZIP)
                </a>
              </>
            ) : (
              // The export carries the workspace's money and every member's data: the server
              // refuses it to this role, so the page says why instead of offering it.
              <p className="text-sm text-muted-foreground" data-testid="export-not-offered">
                Exporting the data of {workspaceOf(workspace.name)} (its tours, finances and
                artwork) is for its owner and managers; your role there is{" "}
                {ROLE_LABELS[workspace.role]}. Ask the owner or a manager for an export.
              </p>
            )}
          </div>
        )}
        <div className="grid gap-2 border-t pt-6">
          <h3 className="text-sm font-medium text-destructive">Delete account</h3>
          <p className="text-sm text-muted-foreground">
            Deletes your account and every row of data in it. This cannot be undone.
          </p>
          <Button
            variant="destructive"
            className="justify-self-start"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete account...
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        isGuest={isGuest}
        onDeleted={afterDelete}
      />
    </Card>
  );
}
