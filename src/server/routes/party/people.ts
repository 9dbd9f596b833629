import { Hono } from "hono";
import { tooManyDaysMessage } from "@/domain/party/generate";
import { addPartySchema, partyPersonInputSchema } from "@/domain/party/people";
import { memberName } from "@/domain/team/member-name";
import type { AppEnv } from "../../context";
import { generateParty } from "../../db/queries/party/generation";
import { readParty } from "../../db/queries/party/party-read";
import { addPeople, removePerson, updatePerson } from "../../db/queries/party/people";
import { ApiError, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { isRefusal, PERSON_NOT_FOUND, refusal } from "./refusals";

const tour = idParams(["tourId"], TOUR_NOT_FOUND);
const person = idParams(["tourId", "personId"], PERSON_NOT_FOUND);

/**
 * /tours/:tourId/party — a tour's party (issue 54, ADR 0032): listed with each person's
 * totals, added several at once, changed, removed; and the generation of their per diems and
 * pay. Managers only (route-access.ts). Each write keeps generated lines in step.
 */
export const partyRoutes = new Hono<AppEnv>()
  .get("/", tour, async (c) => {
    const party = await readParty(c.get("db"), c.get("workspace").id, c.req.valid("param").tourId);
    if (!party) throw notFound(TOUR_NOT_FOUND);
    return c.json(party);
  })
  .post("/", tour, validate("json", addPartySchema), async (c) => {
    const { tourId } = c.req.valid("param");
    const { people } = c.req.valid("json");
    const added = await addPeople(c.get("db"), c.get("workspace").id, tourId, people);
    if (isRefusal(added)) throw refusal(added, TOUR_NOT_FOUND);
    return c.json({ people: added }, 201);
  })
  .post("/generate", tour, async (c) => {
    const { tourId } = c.req.valid("param");
    const byName = memberName(c.get("user"));
    const answer = await generateParty(c.get("db"), c.get("workspace").id, tourId, byName);
    if (!answer) throw notFound(TOUR_NOT_FOUND);
    if ("tooMany" in answer)
      throw new ApiError("limit_reached", tooManyDaysMessage(answer.tooMany));
    return c.json(answer);
  })
  .put("/:personId", person, validate("json", partyPersonInputSchema), async (c) => {
    const { tourId, personId } = c.req.valid("param");
    const input = c.req.valid("json");
    const row = await updatePerson(c.get("db"), c.get("workspace").id, tourId, personId, input);
    if (isRefusal(row)) throw refusal(row, PERSON_NOT_FOUND);
    return c.json(row);
  })
  .delete("/:personId", person, async (c) => {
    const { tourId, personId } = c.req.valid("param");
    const removed = await removePerson(c.get("db"), c.get("workspace").id, tourId, personId);
    if (isRefusal(removed)) throw refusal(removed, PERSON_NOT_FOUND);
    return c.json(removed);
  });
