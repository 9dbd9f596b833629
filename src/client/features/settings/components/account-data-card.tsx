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
import { t, tRich } from "@/client/i18n/t";
import { AUTH_STORAGE_KEY } from "@/client/lib/auth-client";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import { forgetSavedAnswers } from "@/client/offline/saved-answers";
import { ACCOUNT_STORAGE_BYTES, GUEST_STORAGE_BYTES } from "@/domain/merch/artwork-storage";
import type { Role } from "@/domain/team/roles";
import { ACCOUNT_EXPORT_URL } from "../api/profile";
import { DeleteAccountDialog } from "./delete-account-dialog";

const MB = 1024 * 1024;

/** A role's name as this page shows it (the domain's ROLE_LABELS, in the person's language). */
function roleName(role: Role): string {
  switch (role) {
    case "owner":
      return t({ id: "settings.accountData.role.owner", defaultMessage: "Owner" });
    case "manager":
      return t({ id: "settings.accountData.role.manager", defaultMessage: "Manager" });
    case "crew":
      return t({ id: "settings.accountData.role.crew", defaultMessage: "Crew" });
    case "artist":
      return t({ id: "settings.accountData.role.artist", defaultMessage: "Artist" });
  }
}

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
    toast(t({ id: "settings.accountData.deleted", defaultMessage: "Account deleted" }), {
      description: t({
        id: "settings.accountData.deletedDescription",
        defaultMessage: "Your account and all its data were deleted.",
      }),
    });
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">
          {t({ id: "settings.accountData.title", defaultMessage: "Your data" })}
        </CardTitle>
        <CardDescription>
          {tRich(
            {
              id: "settings.accountData.description",
              defaultMessage: "What Tribe keeps and why is in the <link>privacy notice</link>.",
            },
            {
              link: (chunks) => (
                <Link className="text-primary underline" to="/privacy">
                  {chunks}
                </Link>
              ),
            },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {can("GET /api/merch/storage") && (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">
              {t({ id: "settings.accountData.storage", defaultMessage: "Storage" })}
            </h3>
            <p className="text-sm text-muted-foreground">
              {isGuest
                ? t(
                    {
                      id: "settings.accountData.storageGuest",
                      defaultMessage:
                        "Artwork proofs can use up to {guest} MB in the demo ({account} MB once you create an account).",
                    },
                    { guest: GUEST_STORAGE_BYTES / MB, account: ACCOUNT_STORAGE_BYTES / MB },
                  )
                : t(
                    {
                      id: "settings.accountData.storageAccount",
                      defaultMessage: "Artwork proofs can use up to {account} MB.",
                    },
                    { account: ACCOUNT_STORAGE_BYTES / MB },
                  )}
            </p>
            <StorageMeter />
          </div>
        )}
        {workspace && (
          <div className="grid gap-2 border-t pt-6 first:border-t-0 first:pt-0">
            <h3 className="text-sm font-medium">
              {t({ id: "settings.accountData.export", defaultMessage: "Export" })}
            </h3>
            {can("GET /api/profile/export") ? (
              <>
                <p className="text-sm text-muted-foreground">
                  {t({
                    id: "settings.accountData.exportDescription",
                    defaultMessage:
                      "Everything in your account (profile, tours, shows, venues, finances, campaigns, merch) as one zip file: your data in account.json, and your artwork proofs as files.",
                  })}
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
                  {t({
                    id: "settings.accountData.exportButton",
                    defaultMessage: "Export all my data (ZIP)",
                  })}
                </a>
              </>
            ) : (
              // The export carries the workspace's money and every member's data: the server
              // refuses it to this role, so the page says why instead of offering it.
              <p className="text-sm text-muted-foreground" data-testid="export-not-offered">
                {t(
                  {
                    id: "settings.accountData.exportNotOffered",
                    defaultMessage:
                      "Exporting the data of {endsInS, select, yes {{name}' workspace} other {{name}'s workspace}} (its tours, finances and artwork) is for its owner and managers; your role there is {role}. Ask the owner or a manager for an export.",
                  },
                  {
                    name: workspace.name.trim(),
                    endsInS: /s$/i.test(workspace.name.trim()) ? "yes" : "no",
                    role: roleName(workspace.role),
                  },
                )}
              </p>
            )}
          </div>
        )}
        <div className="grid gap-2 border-t pt-6">
          <h3 className="text-sm font-medium text-destructive">
            {t({ id: "settings.accountData.delete", defaultMessage: "Delete account" })}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t({
              id: "settings.accountData.deleteDescription",
              defaultMessage:
                "Deletes your account and every row of data in it. This cannot be undone.",
            })}
          </p>
          <Button
            variant="destructive"
            className="justify-self-start"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            {t({ id: "settings.accountData.deleteButton", defaultMessage: "Delete account..." })}
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
