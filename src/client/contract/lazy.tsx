import { WifiOff } from "lucide-react";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { useWorkspace } from "@/client/lib/workspace";

/**
 * A part of a contract screen loaded the first time it is shown, and left out of the service
 * worker's precache (scripts/pwa-options.ts): the precache is at its 1.5 MB budget, and every
 * contract step (send, sign, countersign) needs the network anyway. When its code cannot be
 * fetched (offline, never opened on this device) it says so in its place, with Try again.
 */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch {
        return { default: Unavailable as ComponentType<P> };
      }
    });
  let Current = attempt();

  function Unavailable() {
    const [, retried] = useState(0);
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        <p role="status">
          {t({
            id: "contracts.lazy.offline",
            defaultMessage: "Contracts need the network. Reconnect and try again.",
          })}
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            Current = attempt();
            retried((n) => n + 1);
          }}
        >
          {t({ id: "contracts.lazy.tryAgain", defaultMessage: "Try again" })}
        </Button>
      </div>
    );
  }

  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<Spinner />}>
        <Current {...props} />
      </Suspense>
    );
  };
}

export const LazyContractPanel = lazyPart(
  async () => (await import("./contract-panel")).ContractPanel,
);
const TemplateCard = lazyPart(async () => (await import("./template-editor")).ContractTemplateCard);

/** Settings' contract template, for the owner and managers only (crew and artists: nothing). */
export function LazyContractTemplateCard() {
  const role = useWorkspace().data?.role;
  return role === "owner" || role === "manager" ? <TemplateCard /> : null;
}
