import type { RouteDocs } from "./route-doc";

/** People of the tour's party the examples name (UUIDs, as the schemas take). */
const DRUMMER = "b2d4f6a8-1c3e-4a5b-9d7f-0e2c4a6b8d10";
const TOUR_MANAGER = "c3e5a7b9-2d4f-4b6c-8e0a-1f3d5b7c9e21";

/** The logistics area's public routes, as the API's description tells them (route-doc.ts). */
export const LOGISTICS_DOCS: RouteDocs = {
  // The road: itinerary, day sheets, legs and stays.
  "GET /api/tours/:tourId/itinerary": {
    summary: "Read a tour's itinerary",
    description:
      "The tour day by day (its shows, travel legs and lodgings), plus every leg and stay and the home currency. Owners and managers read every leg and room; crew and artists read the whole party's and those they are on, and read costs as hidden.",
  },
  "GET /api/tours/:tourId/day-sheets/:showId": {
    summary: "Read a show's day sheet",
    description:
      "One show's day: its times, venue address and notes, contacts, the legs and rooms of the day, guest list figures, the advance's agreed answers and the show's files. Crew and artists read the show's money and travel costs as hidden, and get no settlement answers and no contracts.",
  },
  "PUT /api/tours/:tourId/day-sheets/:showId": {
    summary: "Change a show's day sheet",
    description:
      "Sets the day's times (HH:MM; before 06:00 is after midnight), venue address and notes. Every member may: owners and managers change the whole sheet; for crew and artists the venue address is left as it was. A time the venue had agreed in the advance, changed here, is no longer agreed; the people on the day are notified of new times.",
    example: {
      body: {
        loadIn: "14:00",
        soundcheck: "16:30",
        doors: "19:00",
        setTime: "21:15",
        curfew: "23:00",
        loadOut: "00:30",
        venueAddress: "1805 Geary Blvd, San Francisco, CA 94115",
        notes: "Load in through the alley on Steiner St. Settlement with Dana after the set.",
      },
    },
  },
  "GET /api/tours/:tourId/day-sheets/:showId/pdf": {
    summary: "Download a show's day sheet as PDF",
    description:
      "The day sheet as a PDF, with the times in the reader's clock format (12- or 24-hour) and the same parts the reader sees on screen: no money, travel costs or settlement answers for crew and artists.",
  },
  "POST /api/tours/:tourId/travel-legs": {
    summary: "Add a travel leg",
    description:
      "Adds a journey with its local departure and arrival times, each in its own IANA time zone (arrival before departure is refused). `passengerIds` are people of the tour's party (left out or empty: the whole party); `currency` left out is the home currency. The people on the leg are notified.",
    example: {
      body: {
        mode: "flight",
        fromPlace: "SFO",
        toPlace: "LHR",
        departureLocal: "2027-04-14T17:05",
        departureTz: "America/Los_Angeles",
        arrivalLocal: "2027-04-15T11:35",
        arrivalTz: "Europe/London",
        carrier: "British Airways",
        number: "BA286",
        confirmationCode: "K7QX2M",
        cost: "4380.00",
        currency: "USD",
        passengerIds: [DRUMMER, TOUR_MANAGER],
      },
    },
  },
  "PUT /api/tours/:tourId/travel-legs/:id": {
    summary: "Change a travel leg",
    description:
      "Replaces the leg's fields; left out, `currency` and `passengerIds` stay as they were. Someone not on the tour's party is refused by field. The people on the leg before and after the change are notified.",
    example: {
      body: {
        mode: "drive",
        fromPlace: "San Francisco, CA",
        toPlace: "Portland, OR",
        departureLocal: "2027-04-13T09:00",
        departureTz: "America/Los_Angeles",
        arrivalLocal: "2027-04-13T19:30",
        arrivalTz: "America/Los_Angeles",
        cost: "310.00",
      },
    },
  },
  "DELETE /api/tours/:tourId/travel-legs/:id": {
    summary: "Delete a travel leg",
    description: "Deletes the leg; the people who were on it are notified. Answers its id.",
  },
  "POST /api/tours/:tourId/lodgings": {
    summary: "Add a lodging",
    description:
      "Adds a stay (check-out after check-in) with its rooms and who sleeps in each; occupants are people of the tour's party, each in one room. `currency` left out is the home currency. The people staying are notified.",
    example: {
      body: {
        name: "Hotel Kabuki",
        address: "1625 Post St, San Francisco, CA 94115",
        checkIn: "2027-04-12",
        checkOut: "2027-04-14",
        confirmationCode: "HK-558201",
        cost: "1290.00",
        currency: "USD",
        rooms: 2,
        roomList: [
          { label: "Room 1", occupantIds: [DRUMMER] },
          { label: "Room 2", occupantIds: [TOUR_MANAGER] },
        ],
      },
    },
  },
  "PUT /api/tours/:tourId/lodgings/:id": {
    summary: "Change a lodging",
    description:
      "Replaces the stay's fields; left out, `currency` and `roomList` stay as they were. The people staying before and after the change are notified.",
    example: {
      body: {
        name: "The Hoxton, Shoreditch",
        address: "81 Great Eastern St, London EC2A 3HU",
        checkIn: "2027-04-15",
        checkOut: "2027-04-17",
        cost: "780.00",
        currency: "GBP",
        rooms: "3",
      },
    },
  },
  "DELETE /api/tours/:tourId/lodgings/:id": {
    summary: "Delete a lodging",
    description: "Deletes the stay; the people who were staying are notified. Answers its id.",
  },

  // Guest lists.
  "GET /api/tours/:tourId/guest-lists/:showId": {
    summary: "Read a show's guest list",
    description:
      "The show's guests with their status, pass type, +N and check-ins, the list's allotment, cutoff and lock, and `canManage`. A guest's contact is read only by owners, managers and the member who asked for that guest.",
  },
  "PUT /api/tours/:tourId/guest-lists/:showId/settings": {
    summary: "Set a guest list's limits",
    description:
      "Sets the allotment (tickets the list holds, +N included; null: no limit), the cutoff after which requests are refused, and whether the list is locked. Locking the list raises the `guest_list.closed` webhook event.",
    example: { body: { allotment: 40, cutoffAt: "2027-04-12T22:00:00Z", locked: false } },
  },
  "POST /api/tours/:tourId/guest-lists/:showId/guests": {
    summary: "Add a guest",
    description:
      "Adds a guest: approved at once when an owner or manager adds them, a request otherwise. A guest past the allotment, after the cutoff or on a locked list is refused with 409 naming the limit; `override: true` lets them in (owners and managers only, recorded; others get 403). A list holds a limited number of guests.",
    errors: ["conflict", "limit_reached"],
    example: {
      body: {
        name: "Priya Natarajan",
        plusOnes: 1,
        affiliation: "KEXP",
        passType: "photo",
        contact: "priya@kexp.example.org",
        notes: "Shooting the first three songs",
      },
    },
  },
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId": {
    summary: "Change a guest",
    description:
      "Replaces the guest's details. A bigger party is checked against the list's limits (409 unless `override`); check-ins never exceed the new party size.",
    errors: ["conflict"],
    example: {
      body: { name: "Priya Natarajan", plusOnes: 2, affiliation: "KEXP", passType: "photo" },
    },
  },
  "DELETE /api/tours/:tourId/guest-lists/:showId/guests/:guestId": {
    summary: "Remove a guest",
    description: "Removes the guest from the list. Answers their id.",
  },
  "POST /api/tours/:tourId/guest-lists/:showId/guests/:guestId/decision": {
    summary: "Approve or decline a guest",
    description:
      "Decides a request. Approving a declined guest takes their tickets back, so the allotment is checked (409 unless `override`); declining clears their check-in.",
    errors: ["conflict"],
    example: { body: { status: "approved" } },
  },
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId/check-in": {
    summary: "Check in a guest",
    description:
      "Sets how many of the guest's party are in (an absolute count, so two phones at the door never add up). `clientId` is a UUID the device makes per tap: sending it again changes nothing and answers `replayed: true`. A guest who is not approved, a count over their party, or a guest not on the list is refused with 409.",
    errors: ["conflict"],
    example: { body: { clientId: "7a1c9e3f-5b2d-4e8a-b6c0-d4f2a8e6c1b3", checkedIn: 2 } },
  },
  "GET /api/tours/:tourId/guest-lists/:showId/csv": {
    summary: "Download a guest list as CSV",
    description:
      "The show's guest list as a CSV file, as the reader sees it (contacts only for those who read them). One download at a time per person: another while one is being sent answers 429.",
  },
  "GET /api/tours/:tourId/guest-lists/:showId/pdf": {
    summary: "Download a guest list as PDF",
    description:
      "The show's guest list as a PDF for the door, as the reader sees it. One download at a time per person: another while one is being sent answers 429.",
  },

  // Advancing.
  "GET /api/tours/:tourId/advances": {
    summary: "List a tour's advance progress",
    description: "Each show of the tour with how many of its advance items are confirmed of all.",
  },
  "GET /api/tours/:tourId/advances/:showId": {
    summary: "Read a show's advance",
    description:
      "The show's advance questions by section with their state (not asked, asked, answered, confirmed), agreed and proposed values, its venue links and files. Crew and artists read settlement answers and links as hidden, and get no contracts among the files.",
  },
  "PUT /api/tours/:tourId/advances/:showId/items/:key": {
    summary: "Answer or change an advance item",
    description:
      "Sets an item's value (confirmed as it is set; a day-sheet time also writes the day sheet) or its state, or both. A value of the wrong kind (a time, text, or the sets as JSON) is refused by the `value` field; an unknown key is 404.",
    example: { body: { value: "15:30" } },
  },
  "POST /api/tours/:tourId/advances/:showId/accept": {
    summary: "Accept a venue's advance answers",
    description:
      "Makes the proposed answers of the given keys the agreed values (day-sheet times and sets written to the day sheet); keys with no proposed answer are skipped. Answers the items and how many were accepted. The people on the day are notified, and the `advance.accepted` webhook event is raised.",
    example: { body: { keys: ["loadIn", "soundcheck", "parking"] } },
  },
  "POST /api/tours/:tourId/advances/:showId/links": {
    summary: "Make a venue's advance link",
    description:
      "Makes a link a venue opens without an account to answer the show's advance, valid for `days` (30 when left out). Settlement questions are shown only with `shareSettlement: true`. Questions not asked yet become asked. The link's URL is answered this once: only its hash is kept.",
    example: { body: { recipient: "Dana Whitfield, The Fillmore", days: 21 } },
  },
  "DELETE /api/tours/:tourId/advances/:showId/links/:id": {
    summary: "Turn off an advance link",
    description: "The venue's link stops working at once (410 for them). Answers its id.",
  },
  "POST /api/tours/:tourId/advances/:showId/files": {
    summary: "Upload a show file",
    description:
      "The body is the file itself (raw bytes, not multipart/form-data), with `name` and `kind` (stage_plot, input_list, tech_rider, hospitality_rider, contract, other) in the query (a missing or unknown kind is refused by field). A PDF or an image (PNG, JPEG, WebP) up to 10 MB, its type read from its bytes; counts against the workspace's file storage.",
    errors: ["validation", "payload_too_large", "unsupported_media_type", "storage_full"],
  },
  "GET /api/tours/:tourId/advances/:showId/files/:fileId": {
    summary: "Download a show file",
    description:
      "The file's bytes with its stored type: an image inline, a PDF as an attachment. A contract file is 404 for crew and artists.",
  },
  "DELETE /api/tours/:tourId/advances/:showId/files/:fileId": {
    summary: "Delete a show file",
    description: "Deletes the file and frees its storage. Answers its id.",
  },
  "GET /api/advance-template": {
    summary: "Read the advance template",
    description:
      "The workspace's advance questions (key, section, label, kind) that new shows' advances start from.",
  },
  "PUT /api/advance-template": {
    summary: "Save the advance template",
    description:
      "Replaces the questions new shows' advances start from: 1 to 60 items with unique keys, each in a section (schedule, production, hospitality, logistics, settlement, merch) and of a kind (time, text, sets). Advances already started keep their questions.",
    example: {
      body: {
        items: [
          { key: "loadIn", section: "schedule", label: "Load-in", kind: "time" },
          { key: "doors", section: "schedule", label: "Doors", kind: "time" },
          { key: "sets", section: "schedule", label: "Sets", kind: "sets" },
          { key: "backline", section: "production", label: "Backline provided", kind: "text" },
          { key: "parking", section: "logistics", label: "Bus parking", kind: "text" },
          { key: "settlementWho", section: "settlement", label: "Who settles", kind: "text" },
        ],
      },
    },
  },

  // The person's day and the gazetteer (their calendar feed is made signed in: scopes.ts).
  "GET /api/today": {
    summary: "Read today's show and what waits",
    description:
      "The day sheet of the show on `date` (YYYY-MM-DD, the caller's own calendar date; the server's UTC date when left out), or of the next show when there is none that day (`showDay: false`), in the reader's shape; and up to 10 of the caller's unread notifications in this workspace.",
    example: { query: { date: "2027-04-12" } },
  },
  "GET /api/places": {
    summary: "Look up a city",
    description:
      "Up to 8 places named `city` in a two-letter `country` (US when left out) from the built-in gazetteer, most populous first, each with its state code, population and coordinates; `state` narrows them when it matches. For a venue's address. An unknown country is refused by field.",
    example: { query: { city: "San Francisco", state: "CA", country: "US" } },
  },
};
