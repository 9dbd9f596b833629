import { eq } from "drizzle-orm";
import { type ContractTemplate, DEFAULT_CONTRACT_TEMPLATE } from "@/domain/contracts/template";
import type { Db } from "../../client";
import { contractTemplates } from "../../schema";

/** The workspace's contract template, or the one that ships. */
export async function getContractTemplate(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ template: contractTemplates.template })
    .from(contractTemplates)
    .where(eq(contractTemplates.workspaceId, workspaceId));
  return { template: row?.template ?? DEFAULT_CONTRACT_TEMPLATE, isDefault: !row };
}

/** Saves the template; versions already made keep the text they were made with. */
export async function saveContractTemplate(
  db: Db,
  workspaceId: string,
  template: ContractTemplate,
) {
  await db
    .insert(contractTemplates)
    .values({ workspaceId, template })
    .onConflictDoUpdate({ target: contractTemplates.workspaceId, set: { template } });
  return { template, isDefault: false };
}

export async function resetContractTemplate(db: Db, workspaceId: string) {
  await db.delete(contractTemplates).where(eq(contractTemplates.workspaceId, workspaceId));
  return { template: DEFAULT_CONTRACT_TEMPLATE, isDefault: true };
}
