import type { Context } from "hono";
import { seesMoney } from "@/domain/team/roles";
import type { TicketReader } from "@/domain/tickets/reader-shape";
import type { AppEnv } from "../../context";
import { readTicketSettings } from "../../db/queries/tickets/settings";

/** Who reads a ticket answer: the request's role, and the owner's setting for counts. */
export async function ticketReader(c: Context<AppEnv>): Promise<TicketReader> {
  const sees = seesMoney(c.get("workspace").role);
  // Those who see money read counts whatever the setting: no statement for them.
  if (sees) return { seesMoney: true, crewSeesTicketCounts: true };
  const { crewSeesTicketCounts } = await readTicketSettings(c.get("db"), c.get("workspace").id);
  return { seesMoney: false, crewSeesTicketCounts };
}
