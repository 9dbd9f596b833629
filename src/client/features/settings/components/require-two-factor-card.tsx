import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { useWorkspace } from "@/client/lib/workspace";
import { useSecondFactorMutations } from "../api/second-factor";

/**
 * The owner's rule for the workspace: everyone who sees money (owners and managers) signs in
 * with a second factor; one who has none is asked to set it up before seeing any data.
 * Lifting it asks for the owner's password, as turning off one's own second factor does.
 */
export function RequireTwoFactorCard() {
  const workspace = useWorkspace().data;
  const { require } = useSecondFactorMutations();
  const [lifting, setLifting] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  if (workspace?.memberRole !== "owner") return null;
  const withoutOne = workspace.members.filter(
    (m) => (m.role === "owner" || m.role === "manager") && m.twoFactor === false,
  );
  const stopAsking = () => {
    setLifting(false);
    setPassword("");
    setError(undefined);
  };
  const lift = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    require.mutate(
      { required: false, password },
      { onSuccess: stopAsking, onError: (err) => setError(err.message) },
    );
  };
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">
          {t(
            {
              id: "settings.requireTwoFactor.title",
              defaultMessage: "Two-factor sign-in for {workspace}",
            },
            { workspace: workspace.name },
          )}
        </CardTitle>
        <CardDescription>
          {t({
            id: "settings.requireTwoFactor.description",
            defaultMessage:
              "Owners and managers see the money. Ask each of them for a code from an authenticator app when they sign in.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="require-two-factor"
            checked={workspace.requireTwoFactor && !lifting}
            disabled={require.isPending}
            onCheckedChange={(checked) => {
              if (checked !== true) return setLifting(true);
              stopAsking();
              if (workspace.requireTwoFactor) return;
              require.mutate(
                { required: true },
                {
                  onError: (err) =>
                    toast.error(
                      t({
                        id: "settings.requireTwoFactor.notChanged",
                        defaultMessage: "Not changed",
                      }),
                      { description: err.message },
                    ),
                },
              );
            }}
          />
          <Label htmlFor="require-two-factor">
            {t({
              id: "settings.requireTwoFactor.label",
              defaultMessage: "Require two-factor sign-in for owners and managers",
            })}
          </Label>
        </div>
        {lifting && (
          <form onSubmit={lift} noValidate className="grid gap-4">
            <FormField
              label={t({
                id: "settings.requireTwoFactor.password",
                defaultMessage: "Your password, to stop requiring it",
              })}
              error={error}
            >
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <div className="flex gap-2">
              <Button type="submit" disabled={require.isPending || !password}>
                {t({ id: "settings.requireTwoFactor.stop", defaultMessage: "Stop requiring it" })}
              </Button>
              <Button type="button" variant="ghost" onClick={stopAsking}>
                {t({ id: "settings.requireTwoFactor.cancel", defaultMessage: "Cancel" })}
              </Button>
            </div>
          </form>
        )}
        {workspace.requireTwoFactor && withoutOne.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: "settings.requireTwoFactor.notSetUp",
                defaultMessage:
                  "Not set up yet (they are asked to before they see any data): {names}",
              },
              { names: withoutOne.map((m) => m.name).join(", ") },
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
