import { toast } from "sonner";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { useWorkspace } from "@/client/lib/workspace";
import { useSecondFactorMutations } from "../api/second-factor";

/**
 * The owner's rule for the workspace: everyone who sees money (owners and managers) signs in
 * with a second factor; one who has none is asked to set it up before seeing any data.
 */
export function RequireTwoFactorCard() {
  const workspace = useWorkspace().data;
  const { require } = useSecondFactorMutations();
  if (workspace?.memberRole !== "owner") return null;
  const withoutOne = workspace.members.filter(
    (m) => (m.role === "owner" || m.role === "manager") && !m.twoFactor,
  );
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">Two-factor sign-in for {workspace.name}</CardTitle>
        <CardDescription>
          Owners and managers see the money. Ask each of them for a code from an authenticator app
          when they sign in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="require-two-factor"
            checked={workspace.requireTwoFactor}
            disabled={require.isPending}
            onCheckedChange={(checked) =>
              require.mutate(checked === true, {
                onError: (err) => toast.error("Not changed", { description: err.message }),
              })
            }
          />
          <Label htmlFor="require-two-factor">
            Require two-factor sign-in for owners and managers
          </Label>
        </div>
        {workspace.requireTwoFactor && withoutOne.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Not set up yet (they are asked to before they see any data):{" "}
            {withoutOne.map((m) => m.name).join(", ")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
