import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { t } from "@/client/i18n/t";
import type { BudgetFormValues } from "@/domain/finances/budgets";
import type { Deal } from "@/domain/finances/deals";
import type { Financial } from "@/domain/finances/financials";
import type { RiderProvision } from "@/domain/finances/rider-provisions";
import type { TourFinanceView } from "../api/finances";
import { useFinancesMutation } from "../api/use-finances-mutations";
import { BudgetDialog } from "./budget-dialog";
import { DealDialog } from "./deal-dialog";
import { FinancialDialog } from "./financial-dialog";
import { ProvisionDialog } from "./provision-dialog";
import type { RoadRowView } from "./road-rows-card";
import { SettleDialog } from "./settle-dialog";

/** Which dialog is open, with what. */
export type Editor =
  | { kind: "none" }
  | { kind: "row"; row: Financial | null; road?: RoadRowView }
  | { kind: "deal"; deal: Deal | null }
  | { kind: "settle"; deal: Deal }
  | { kind: "provision"; provision: RiderProvision | null }
  | { kind: "budget"; values: BudgetFormValues }
  | { kind: "delete"; what: "row" | "deal" | "provision"; id: string; label: string };

const DELETE_TITLES = {
  row: { id: "finances.deleteDialog.row", defaultMessage: "Delete Row" },
  deal: { id: "finances.deleteDialog.deal", defaultMessage: "Delete Deal" },
  provision: { id: "finances.deleteDialog.provision", defaultMessage: "Delete Provision" },
};
const DELETE_WRITES = {
  row: "deleteFinancial",
  deal: "deleteDeal",
  provision: "deleteProvision",
} as const;

/** Every create / edit / settle / delete dialog of the page, driven by one `editor` state. */
export function FinanceDialogs({
  finance,
  editor,
  onClose,
}: {
  finance: TourFinanceView;
  editor: Editor;
  onClose(): void;
}) {
  const tourId = finance.tour.id;
  const deleteRow = useFinancesMutation("deleteFinancial");
  const deleteDeal = useFinancesMutation("deleteDeal");
  const deleteProvision = useFinancesMutation("deleteProvision");
  const deletes = { deleteFinancial: deleteRow, deleteDeal, deleteProvision };
  const closeOn = (open: boolean) => (open ? undefined : onClose());
  return (
    <>
      <FinancialDialog
        tourId={tourId}
        shows={finance.shows}
        // An answer cached offline before currencies existed has none: its amounts were USD.
        home={finance.currency?.home ?? "USD"}
        open={editor.kind === "row"}
        onOpenChange={closeOn}
        row={editor.kind === "row" ? editor.row : null}
        road={editor.kind === "row" ? (editor.road ?? null) : null}
      />
      <DealDialog
        tourId={tourId}
        shows={finance.shows}
        home={finance.currency?.home ?? "USD"}
        open={editor.kind === "deal"}
        onOpenChange={closeOn}
        deal={editor.kind === "deal" ? editor.deal : null}
      />
      <SettleDialog
        tourId={tourId}
        home={finance.currency?.home ?? "USD"}
        deal={editor.kind === "settle" ? editor.deal : null}
        onClose={onClose}
      />
      <ProvisionDialog
        tourId={tourId}
        shows={finance.shows}
        open={editor.kind === "provision"}
        onOpenChange={closeOn}
        provision={editor.kind === "provision" ? editor.provision : null}
        home={finance.currency?.home ?? "USD"}
      />
      <BudgetDialog
        tourId={tourId}
        open={editor.kind === "budget"}
        onOpenChange={closeOn}
        values={editor.kind === "budget" ? editor.values : { category: "", amount: "" }}
      />
      <ConfirmDeleteDialog
        open={editor.kind === "delete"}
        onOpenChange={closeOn}
        title={editor.kind === "delete" ? t(DELETE_TITLES[editor.what]) : ""}
        onConfirm={() => {
          if (editor.kind !== "delete") return undefined;
          return deletes[DELETE_WRITES[editor.what]].mutateAsync({ tourId, id: editor.id });
        }}
        successToast={{
          title: t({ id: "finances.deleteDialog.deleted", defaultMessage: "Deleted" }),
        }}
        onError={(err) =>
          toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
            description: err.message,
          })
        }
      >
        {editor.kind === "delete"
          ? t(
              {
                id: "finances.deleteDialog.confirm",
                defaultMessage:
                  'Are you sure you want to delete "{label}"? This action cannot be undone.',
              },
              { label: editor.label },
            )
          : ""}
      </ConfirmDeleteDialog>
    </>
  );
}
