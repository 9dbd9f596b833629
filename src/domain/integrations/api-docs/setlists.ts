import type { RouteDocs } from "./route-doc";

/** A song of the catalogue as a request sends it (POST and PUT /api/songs take the same body). */
const SONG = {
  title: "Harbour Lights",
  durationSeconds: "4:12",
  musicalKey: "F# minor",
  tempo: 96,
  notes: "Capo 2; count in on the hi-hat",
  iswc: "T-317.206.412-5",
  isrc: "GB-KX3-27-00041",
  writers: [
    {
      name: "Maren Holt",
      role: "Composer/Author",
      society: "PRS",
      ipi: "00523419876",
      share: "50",
    },
    { name: "Tomás Reyes", role: "Composer", society: "SGAE", ipi: "00611234507", share: "50" },
  ],
  publishers: [{ name: "Northbound Songs Ltd", society: "PRS", ipi: "00498120334" }],
};

/** A set's lines: songs of the catalogue by id, a free line, the encore at the end. */
const SET_ITEMS = [
  { songId: "9a4cb244-f4b3-4980-bc3f-b314b9baf46c" },
  { songId: "21e7409b-fa48-4b03-8c51-595df5a5fa1c", segue: true },
  { label: "Drum solo", durationSeconds: 240 },
  { songId: "23ee5f1d-d737-4a0f-b5b6-9b90cfab00a0", note: "Slower outro, lights down" },
  { songId: "82e133a9-2948-498f-a19a-904a3ee9282c", encore: true },
];

/** The performance report's period and society (the three filing reads take the same query). */
const REPORT_QUERY = { society: "PRS", from: "2027-04-01", to: "2027-06-30" };

/** The song catalogue's import: the sheet's columns chosen by index, the rest guessed. */
const IMPORT_QUERY = { title: "0", writers: "2", iswc: "3", length: "4", key: "none" };

/** The setlists area's public routes, as the API's description tells them (route-doc.ts). */
export const SETLISTS_DOCS: RouteDocs = {
  "GET /api/songs": {
    summary: "List the song catalogue",
    description:
      "Every song of the workspace's catalogue with its length, key, tempo, notes, ISWC, ISRC, writers (shares in hundredths of a percent) and publishers. Owners, managers and artists; crew never read the catalogue.",
  },
  "POST /api/songs": {
    summary: "Add a song to the catalogue",
    description:
      'Creates a song and answers it (201). Length is minutes and seconds ("4:12") or seconds; ISWC, ISRC and IPI numbers are accepted as typed and stored in one canonical form; writers\' shares must add up to 100 % or the song has no writers yet (it can be played, not filed). An ISWC another song already has is refused (409 on `iswc`, naming that song); a catalogue holds at most 5,000 songs.',
    errors: ["conflict", "limit_reached"],
    example: { body: SONG },
  },
  "GET /api/songs/:songId": {
    summary: "Read a song",
    description: "One song of the catalogue, as the list gives it.",
  },
  "PUT /api/songs/:songId": {
    summary: "Replace a song's details",
    description:
      "Replaces the whole song (fields left out are cleared, writers and publishers replaced as sent) and answers it. A changed length changes every set the song is in. An ISWC another song has is refused (409 on `iswc`).",
    errors: ["conflict"],
    example: { body: { ...SONG, tempo: 100, notes: "No capo since the Leeds show" } },
  },
  "DELETE /api/songs/:songId": {
    summary: "Delete a song",
    description:
      "Deletes a song no set uses and answers its id. A song in any set (a show's planned or played set, or a saved set) stays: 409, the message naming the sets to take it out of first.",
    errors: ["conflict"],
  },
  "POST /api/imports/songs/preview": {
    summary: "Preview a catalogue sheet",
    description:
      'Reads a CSV, TSV or .xlsx sheet sent as the raw request body (at most 5 MB) and writes nothing: answers how the sheet was read (header, columns chosen), a summary, and each row marked new, will update, already there or an error. The query names a column index per field (`title`, `writers`, `publishers`, `iswc`, `isrc`, `length`, `key`, `tempo`, `notes`; "none" for a field the sheet lacks); the rest are guessed from the header. A sheet whose columns cannot be found is 400 with the header, so the columns can be chosen.',
    errors: ["payload_too_large"],
    example: { query: IMPORT_QUERY },
  },
  "POST /api/imports/songs": {
    summary: "Import a catalogue sheet",
    description:
      "Reads the sheet as the preview does (raw body, CSV, TSV or .xlsx, at most 5 MB, the same query) and writes every new and updated song in one transaction, or nothing. Songs are matched to the catalogue as the preview shows, so the same sheet twice adds its songs once. An import that would take the catalogue past 5,000 songs writes nothing (409 `limit_reached`).",
    errors: ["payload_too_large", "limit_reached"],
    example: { query: IMPORT_QUERY },
  },
  "GET /api/exports/songs.csv": {
    summary: "Download the catalogue as CSV",
    description:
      "The whole catalogue as a CSV file (text/csv, `songs-<date>.csv`) in the import's own columns, numbered writer and publisher columns included, so it can be edited and imported back. One download at a time per account (429 while another is being sent).",
  },
  "GET /api/tours/:tourId/set-lists/:showId": {
    summary: "Read a show's set",
    description:
      "The show's planned set line by line (songs with their catalogue length, key and tempo; free lines), the band's slot from the day sheet and the set's length against it (an over-running set is flagged, never refused), the stage copy's options, and once confirmed, what was played with its changes against the plan. Every role reads it, crew included; a show with no set yet answers empty lines. A show not on that tour is 404.",
  },
  "PUT /api/tours/:tourId/set-lists/:showId": {
    summary: "Save a show's planned set",
    description:
      "Replaces the planned lines whole (at most 80, in the order sent; once a line is in the encore every line after it must be) and the stage copy's options (`keys`, `notes`), and answers the set. Every `songId` must be a song of this workspace's catalogue (400 naming the line, `items.<n>.songId`). Owners, managers and artists.",
    example: { body: { items: SET_ITEMS, stage: { keys: true, notes: false } } },
  },
  "PUT /api/tours/:tourId/set-lists/:showId/played": {
    summary: "Confirm what was played",
    description:
      "Records the lines actually played (replaced whole, the same rules as the plan) as confirmed by the caller now, and answers the set with what was added, dropped and moved against the plan. The performance report files the played set from then on instead of the plan. Owners, managers and artists.",
    example: {
      body: {
        items: [
          ...SET_ITEMS.slice(0, 2),
          { songId: "8254174d-dd1d-4372-b6df-a60249927760", note: "Played for the request" },
          ...SET_ITEMS.slice(3),
        ],
      },
    },
  },
  "GET /api/tours/:tourId/set-lists/:showId/pdf": {
    summary: "Download a show's stage copy",
    description:
      "The planned set as a large-type PDF for the stage (`set-list-<venue>-<date>.pdf`), with keys and notes as the set's stage options say. Every role, crew included. Made in a worker: too many at once in the workspace answers 429.",
  },
  "GET /api/set-lists": {
    summary: "List the shows that have a set",
    description:
      "The latest 200 shows with a planned set, latest first, each with its tour, venue, city, number of lines and known length: what another show's set can start from (read one, then PUT its lines to the other show).",
  },
  "GET /api/saved-sets": {
    summary: "List saved sets",
    description:
      "The workspace's saved sets with each one's number of lines, known length in seconds, lines without a length, and when it was last changed; not their lines.",
  },
  "POST /api/saved-sets": {
    summary: "Save a set for shows to start from",
    description:
      "Creates a saved set with a name unique in the workspace (whatever its case; a taken name is 409 on `name`) and its lines, and answers it (201). Every `songId` must be of this workspace's catalogue. A workspace keeps at most 200 saved sets.",
    errors: ["conflict", "limit_reached"],
    example: { body: { name: "Festival set (45 min)", items: SET_ITEMS } },
  },
  "GET /api/saved-sets/:setId": {
    summary: "Read a saved set",
    description: "A saved set's lines with their songs' lengths, keys and tempi, and its length.",
  },
  "PUT /api/saved-sets/:setId": {
    summary: "Replace a saved set",
    description:
      "Replaces the name and the lines whole and answers the set. A name another saved set has is 409 on `name`; a `songId` not of this workspace's catalogue is 400 naming the line.",
    errors: ["conflict"],
    example: { body: { name: "Headline set (75 min)", items: SET_ITEMS } },
  },
  "DELETE /api/saved-sets/:setId": {
    summary: "Delete a saved set",
    description:
      "Deletes the saved set and answers its id. Shows that started from it keep their own lines.",
  },
  "GET /api/setlist-filings": {
    summary: "List a period's shows to file with a society",
    description:
      "For one society (PRS, BMI, ASCAP, GEMA, SACEM, SOCAN, APRA) and a period of at most a year: the workspace's confirmed shows already played in the society's territory, each with where its set comes from (what was played once confirmed, else the plan), its number of songs, the songs that cannot be filed yet and why (no writers, shares not 100 %), its deadline, whether it is overdue, and its filing mark.",
    example: { query: REPORT_QUERY },
  },
  "GET /api/setlist-filings/report.csv": {
    summary: "Download a performance report as CSV",
    description:
      "The period's performance report for the society as a CSV file (text/csv, `performance-report-<society>-<from>-to-<to>.csv`) in that society's layout: a row per song per show (one row for a show without songs), free lines left out. One download at a time per account (429 otherwise).",
    example: { query: REPORT_QUERY },
  },
  "GET /api/setlist-filings/report.pdf": {
    summary: "Download a performance report as PDF",
    description:
      "The same report as a PDF (`performance-report-<society>-<from>-to-<to>.pdf`) naming the workspace as the performer, with each show's set and deadline. One download at a time per account (429 otherwise).",
    example: { query: REPORT_QUERY },
  },
  "PUT /api/tours/:tourId/set-lists/:showId/filings/:society": {
    summary: "Mark a show's report filed with a society",
    description:
      "Records the date the show's report was filed with the society in the path and an optional reference (again: both are replaced), and answers the mark. Only a confirmed show with a date can be filed (409 otherwise); a society that does not take shows in the venue's country is 400 on `society`; a filing date before the show or in the future is 400 on `filedOn`. An unknown society code is 400.",
    errors: ["conflict"],
    example: { body: { filedOn: "2027-07-14", reference: "PRS-LP-2027-118734" } },
  },
  "DELETE /api/tours/:tourId/set-lists/:showId/filings/:society": {
    summary: "Take a show's filing mark off",
    description:
      "Removes the show's mark for that society (filed by mistake) and answers the show's mark as it now is (no date, no reference); a show not marked stays as it is. An unknown society code is 400.",
    errors: ["validation"],
  },
  "GET /api/setlist-settings": {
    summary: "List the societies the workspace files with",
    description:
      "The society codes the workspace files performance reports with, in a fixed order (PRS, BMI, ASCAP, GEMA, SACEM, SOCAN, APRA); empty until chosen.",
  },
  "PUT /api/setlist-settings": {
    summary: "Choose the societies the workspace files with",
    description:
      "Replaces the list of societies (codes in any case, each kept once, answered in the fixed order). Owners and managers only.",
    example: { body: { societies: ["PRS", "GEMA", "socan"] } },
  },
};
