import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormError } from "@/client/components/ui/form-error";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { deleteAccountMutation } from "../api/profile";

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A demo guest has no password to give. */
  isGuest: boolean;
  onDeleted(): void | Promise<void>;
}

/** Deleting an account is final: it says what goes, and asks for the password first. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  isGuest,
  onDeleted,
}: DeleteAccountDialogProps) {
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const remove = useMutation({
    ...deleteAccountMutation,
    onSuccess: onDeleted,
    onError: (err) => {
      const field = err instanceof ApiRequestError ? err.fields?.password : undefined;
      if (field) setFieldError(field);
      else setFormError(err.message);
    },
  });

  const change = (next: boolean) => {
    if (!next) {
      setPassword("");
      setFieldError(undefined);
      setFormError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t({ id: "settings.deleteAccount.title", defaultMessage: "Delete your account?" })}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "settings.deleteAccount.description",
              defaultMessage:
                "Your tours, shows, venues, finances, campaigns and everything else in this account are deleted for good, and you are signed out. This action cannot be undone. Export your data first if you want a copy.",
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setFieldError(undefined);
            setFormError(undefined);
            if (!isGuest && !password) {
              setFieldError(
                t({
                  id: "settings.deleteAccount.passwordRequired",
                  defaultMessage: "Enter your password to delete your account",
                }),
              );
              return;
            }
            remove.mutate(isGuest ? {} : { password });
          }}
        >
          {isGuest ? null : (
            <FormField
              label={t({ id: "settings.deleteAccount.password", defaultMessage: "Password" })}
              error={fieldError}
            >
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
          )}
          <FormError message={formError} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              {t({ id: "settings.deleteAccount.cancel", defaultMessage: "Cancel" })}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending
                ? t({ id: "settings.deleteAccount.deleting", defaultMessage: "Deleting..." })
                : t({ id: "settings.deleteAccount.submit", defaultMessage: "Delete account" })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
