import { z } from "zod";
import { say } from "../i18n/words";
import { TICKETS_REFUSALS as R } from "./refusals";

/** The owner's setting of who reads counts (issue 51), as the form and PUT send it. */
export const ticketSettingsSchema = z
  .object({
    crewSeesTicketCounts: z.boolean({ error: () => say(R.sayWhetherCrewArtists) }),
  })
  .strict();
