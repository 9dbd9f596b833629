import { z } from "zod";

/** The owner's setting of who reads counts (issue 51), as the form and PUT send it. */
export const ticketSettingsSchema = z
  .object({
    crewSeesTicketCounts: z.boolean({ error: "Say whether crew and artists see counts" }),
  })
  .strict();
