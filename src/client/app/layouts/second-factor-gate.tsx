import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { useWorkspace } from "@/client/lib/workspace";

const SETTINGS = "/dashboard/settings";

/**
 * A workspace that requires a second factor answers 403 `two_factor_required` to an owner or
 * manager who has none (the server's rule, ADR 0003): instead of each page failing on its
 * own, the dashboard says why and where to set it up. Settings stays open.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const workspace = useWorkspace();
  const location = useLocation();
  const error = workspace.error;
  const refused = error instanceof ApiRequestError && error.code === "two_factor_required";
  if (!refused || location.pathname.startsWith(SETTINGS)) return children;
  return (
    <>
      <PageHeader
        title={t({
          id: "app.secondFactorGate.title",
          defaultMessage: "Two-factor sign-in required",
        })}
      />
      <div className="max-w-xl rounded-lg border bg-background p-6">
        <ShieldCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
        <p className="mb-4" role="alert">
          {error.message}
        </p>
        <Link to={SETTINGS} className={buttonVariants()}>
          {t({ id: "app.secondFactorGate.setUp", defaultMessage: "Set up two-factor sign-in" })}
        </Link>
      </div>
    </>
  );
}
