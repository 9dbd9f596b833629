import { WifiOff } from "lucide-react";
import { type ComponentType, lazy, Suspense, useEffect, useReducer } from "react";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { useOfflineStatus } from "./offline-status";

/**
 * A chart loaded the first time it is shown. The charting library (~390 KB) is left out of
 * the service worker's precache (ADR 0018), so offline it is there only if a chart was drawn
 * on this device before. A page must therefore never import it statically: its route chunk
 * would fail to load offline with it ("Failed to fetch dynamically imported module", the
 * Logistics page of issue 34). When the chart cannot load, this says so in its place, and
 * tries again once the connection is back or the chart is shown again; the figures stay in
 * the table beside it (the chart itself is hidden from screen readers: no button in it).
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let failed = false;
  const redraws = new Set<() => void>();
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch {
        failed = true;
        return { default: ChartUnavailable as ComponentType<P> };
      }
    });
  let Current = attempt();

  function retry() {
    if (!failed) return;
    failed = false;
    Current = attempt();
    for (const redraw of redraws) redraw();
  }

  function ChartUnavailable() {
    const { offline } = useOfflineStatus();
    useEffect(() => {
      window.addEventListener("online", retry);
      return () => window.removeEventListener("online", retry);
    }, []);
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        <p role="status">
          {offline
            ? t({
                id: "offline.chart.notSaved",
                defaultMessage:
                  "This chart was not saved on this device. It appears when you reconnect.",
              })
            : t({
                id: "offline.chart.failed",
                defaultMessage:
                  "This chart could not be loaded. It is tried again when you come back to it.",
              })}
        </p>
      </div>
    );
  }

  return function LazyChart(props: P) {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      redraws.add(redraw);
      retry();
      return () => {
        redraws.delete(redraw);
      };
    }, []);
    return (
      <Suspense
        fallback={
          <Spinner label={t({ id: "offline.chart.loading", defaultMessage: "Loading chart..." })} />
        }
      >
        <Current {...props} />
      </Suspense>
    );
  };
}
