import { z } from "zod";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import type { Role } from "../team/roles";

/**
 * Who travels on a leg and who sleeps where (issue 54 item 5, ADR 0032): a leg lists its
 * passengers, a stay its rooms with their occupants, all people of the tour's party. None
 * listed is the whole party's. Crew and artists read only what they are on, with their own
 * room; managers read all.
 */

/** A person of the party as a leg or a room names them. */
export interface PartyName {
  id: string;
  name: string;
}
export interface StayRoom {
  id: string;
  label: string;
  occupants: PartyName[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const shortId = (id: string) => (id.length > 40 ? `${id.slice(0, 39)}…` : id);

/** The first id not on the party, if any: the write refuses it naming the field. */
export const notOnParty = (ids: readonly string[], party: ReadonlySet<string>) =>
  ids.find((id) => !party.has(id));
export const notOnPartyMessage = (id: string) => `${shortId(id)} is not on this tour's party`;

/** People of the party by id (tour_party.id), each once; one that is no id is no one of it. */
const personIds = (max: number, tooMany: string) =>
  z
    .array(
      z
        .string(
          refusal({
            id: "logistics.travelPeople.choosePeopleTourSParty",
            defaultMessage: "Choose people of the tour's party",
          }),
        )
        .trim(),
      refusal({
        id: "logistics.travelPeople.choosePeopleTourSParty",
        defaultMessage: "Choose people of the tour's party",
      }),
    )
    .max(max, tooMany)
    .superRefine((ids, ctx) => {
      const bad = ids.find((id) => !UUID.test(id));
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: notOnPartyMessage(bad) });
    })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** A leg's passengers: absent on an edit leaves them as they are; [] is the whole party. */
export const passengerIdsInput = personIds(500, "A leg can list at most 500 passengers").optional();

const roomInput = z.object({
  label: z
    .string(
      refusal({
        id: "logistics.travelPeople.eachRoomNeedsLabel",
        defaultMessage: "Each room needs a label",
      }),
    )
    .trim()
    .min(
      1,
      refusal({
        id: "logistics.travelPeople.eachRoomNeedsLabel",
        defaultMessage: "Each room needs a label",
      }),
    )
    .max(
      60,
      refusal({
        id: "logistics.travelPeople.roomSLabelCanMost",
        defaultMessage: "A room's label can be at most 60 characters",
      }),
    ),
  occupantIds: personIds(50, "A room can list at most 50 people"),
});

/**
 * A stay's rooms: absent on an edit leaves them as they are; [] is the whole party's. Every
 * refusal names `roomList`, whichever room it is in.
 */
export const roomListInput = z
  .array(z.unknown())
  .max(
    200,
    refusal({
      id: "logistics.travelPeople.stayCanListMost200",
      defaultMessage: "A stay can list at most 200 rooms",
    }),
  )
  .transform((rooms, ctx) => {
    const parsed = z.array(roomInput).safeParse(rooms);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    const seen = new Set<string>();
    for (const id of parsed.data.flatMap((r) => r.occupantIds)) {
      if (seen.has(id)) {
        ctx.addIssue({
          code: "custom",
          message: say({
            id: "logistics.travelPeople.personSleepsOneRoomStay",
            defaultMessage: "A person sleeps in one room of a stay",
          }),
        });
        return z.NEVER;
      }
      seen.add(id);
    }
    return parsed.data;
  })
  .optional();
export type RoomListInput = NonNullable<z.output<typeof roomListInput>>;

/** Who reads the road: their user id, and whether they manage (they then read all). */
export interface TravelReader {
  userId: string;
  manages: boolean;
}
/** Owners and managers read every leg and room; "View as crew" reads as crew does. */
export const travelReaderOf = (userId: string, role: Role): TravelReader => ({
  userId,
  manages: role === "owner" || role === "manager",
});

/**
 * The legs and stays a reader is on: a manager reads all; anyone else the whole party's and
 * those listing one of their people (`mine`: their tour_party ids), of a stay only their room.
 */
export function travelFor<
  Leg extends { passengers: PartyName[] },
  Stay extends { roomList: StayRoom[] },
>(reader: { manages: boolean; mine: ReadonlySet<string> }, legs: Leg[], stays: Stay[]) {
  if (reader.manages) return { legs, stays };
  const isMine = (p: PartyName) => reader.mine.has(p.id);
  return {
    legs: legs.filter((l) => l.passengers.length === 0 || l.passengers.some(isMine)),
    stays: stays.flatMap((s) => {
      // Rooms that name no one are the whole party's stay all the same.
      if (s.roomList.every((r) => r.occupants.length === 0)) return [s];
      const own = s.roomList.filter((r) => r.occupants.some(isMine));
      return own.length > 0 ? [{ ...s, roomList: own }] : [];
    }),
  };
}

/** The party's people as the notice needs them: who they are and their account, if any. */
export interface PartyAccount {
  id: string;
  userId: string | null;
}

/**
 * Who hears that a leg or a stay changed (ADR 0032): the people on it before and after, with
 * accounts. `undefined`: it did not exist then; [] listed: the whole party's.
 */
export function travelAudience(
  party: readonly PartyAccount[],
  before: readonly string[] | undefined,
  after: readonly string[] | undefined,
): string[] {
  const users = new Set<string>();
  for (const listed of [before, after]) {
    if (!listed) continue;
    const on = listed.length === 0 ? party : party.filter((p) => listed.includes(p.id));
    for (const p of on) if (p.userId) users.add(p.userId);
  }
  return [...users].sort();
}

/** A leg or a stay a notice is about, with who is listed on it ([]: the whole party). */
export type TravelSubject = { id: string; tourId: string; listed: string[] } & (
  | {
      kind: "leg";
      leg: {
        mode: string;
        fromPlace: string;
        toPlace: string;
        departureAt: string;
        departureTz: string;
      };
    }
  | { kind: "stay"; stay: { name: string; checkIn: string } }
);

/** Who is on a leg, as the itinerary and the day sheet print it, in the reader's language. */
export const whoTravels = (passengers: readonly PartyName[]) =>
  passengers.length === 0
    ? say({ id: "logistics.travel.wholeParty", defaultMessage: "Whole party" })
    : passengers.map((p) => p.name).join(", ");

/** Who sleeps where: "Room 12: Ana, Ben", one line a room. */
export const roomLines = (rooms: readonly StayRoom[]) =>
  rooms.map((r) =>
    say(
      { id: "logistics.lodging.roomLine", defaultMessage: "{room}: {occupants}" },
      {
        room: r.label,
        occupants:
          r.occupants.map((o) => o.name).join(", ") ||
          say({ id: "logistics.lodging.noOneListed", defaultMessage: "no one listed" }),
      },
    ),
  );
