import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { isHidden } from "@/domain/hidden";
import { tourContractsQuery } from "./api/contracts";
import { dealEditWarning } from "./contract-words";

/**
 * In the deal dialog, once a term the contract states is changed and before it is saved:
 * what the save does to the show's contract (issue 47 item 4) — a signed contract silently
 * going out of date was the complaint. The tour's contract list is the chip's (one query);
 * crew and artists get the hidden marker and see nothing.
 */
export function DealEditWarning({ tourId, showIds }: { tourId: string; showIds: string[] }) {
  const list = useQuery(tourContractsQuery(tourId));
  const contracts = list.data?.contracts;
  if (!contracts || isHidden(contracts)) return null;
  const warnings = [
    ...new Set(
      contracts
        .filter((c) => showIds.includes(c.showId))
        .map(dealEditWarning)
        .filter((w): w is string => w !== null),
    ),
  ];
  if (warnings.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="deal-contract-warning"
      className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        {warnings.map((w) => (
          <p key={w}>{w}</p>
        ))}
      </div>
    </div>
  );
}
