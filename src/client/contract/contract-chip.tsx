import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { t } from "@/client/i18n/t";
import { isHidden } from "@/domain/hidden";
import { tourContractsQuery } from "./api/contracts";
import { chipWords } from "./contract-words";
import { LazyContractPanel } from "./lazy";

/**
 * A show row's contract state on the tour page ("Contract: sent", "Signed by promoter",
 * "Executed", "Out of date"), one request for the whole tour. It opens the show's contract
 * panel. A confirmed show without one offers to make it. Crew and artists get the hidden
 * marker for the list: nothing is drawn for them.
 */
export function ContractChip({
  tourId,
  showId,
  showName,
  confirmed,
}: {
  tourId: string;
  showId: string;
  showName: string;
  confirmed: boolean;
}) {
  const list = useQuery(tourContractsQuery(tourId));
  const [open, setOpen] = useState(false);
  const contracts = list.data?.contracts;
  if (!contracts || isHidden(contracts)) return null;
  const mine = contracts.find((c) => c.showId === showId);
  if (!mine && !confirmed) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-7"
        data-testid="contract-chip"
        onClick={() => setOpen(true)}
      >
        {mine ? chipWords(mine) : t({ id: "contracts.chip.contract", defaultMessage: "Contract" })}
        <span className="sr-only">
          {" "}
          {t({ id: "contracts.chip.forShow", defaultMessage: "for {show}" }, { show: showName })}
        </span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>
              {t(
                { id: "contracts.chip.dialogTitle", defaultMessage: "Contract: {show}" },
                { show: showName },
              )}
            </DialogTitle>
            <DialogDescription>
              {t({
                id: "contracts.chip.dialogDescription",
                defaultMessage:
                  "Made from the show's deal, signed by the promoter through a link, countersigned here.",
              })}
            </DialogDescription>
          </DialogHeader>
          {open ? <LazyContractPanel tourId={tourId} showId={showId} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
