import { type AnswerFields, mayRead, type Shaped, shapeFor } from "../audience";
import { HIDDEN } from "../hidden";

/**
 * A tour's contracts as a reader may see them (issues 39, 48): a contract carries the deal,
 * so the whole list is money; crew and artists get the marker and the tour page renders
 * "Hidden". Their read never loads the list (`readsContracts`).
 */
interface ContractList<C> {
  contracts: C;
}
const CONTRACT_LIST_FIELDS = {
  contracts: "money",
} as const satisfies AnswerFields<ContractList<unknown>>;

export const readsContracts = (sees: boolean) => mayRead(CONTRACT_LIST_FIELDS.contracts, sees);

/** The list answer; `contracts` is only read for a reader who may see it. */
export const contractListFor = <C>(
  sees: boolean,
  contracts: C | undefined,
): Shaped<ContractList<C>, typeof CONTRACT_LIST_FIELDS> =>
  // Hidden for them either way: the marker stands in for a list that was never read.
  shapeFor(sees, CONTRACT_LIST_FIELDS, {
    contracts: (readsContracts(sees) ? contracts : HIDDEN) as C,
  });
