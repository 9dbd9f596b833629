import { useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
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
import { ACCOUNT_EXPORT_URL } from "../api/profile";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The artist's own data: all of it as one JSON file, or gone for good. */
export function AccountDataCard({ isGuest }: { isGuest: boolean }) {
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const afterDelete = () => {
    localStorage.removeItem(AUTH_STORAGE_KEY);
    queryClient.clear();
    navigate("/");
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
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Export</h3>
          <p className="text-sm text-muted-foreground">
            Everything in your account (profile, tours, shows, venues, finances, campaigns) as one
            JSON file.
          </p>
          <a
            href={ACCOUNT_EXPORT_URL}
            download
            className={buttonVariants({ variant: "outline", className: "justify-self-start" })}
          >
            <Download aria-hidden="true" />
            Export all my data (JSON)
          </a>
        </div>
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
