import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Publisher, Writer } from "@/domain/setlists/songs";
import { user } from "./auth";
import { owned } from "./columns";
import { tourVenues } from "./tours";

/**
 * Set lists and the royalty filing (issue 50, ADR 0029). A song of the workspace's
 * catalogue. Writers and publishers are kept with the song (a song is read, imported and
 * filed whole; nobody looks a writer up across songs), shares in hundredths of a percent.
 * Identifiers are stored in their canonical form (domain/setlists/identifiers.ts), so the same
 * ISWC typed two ways is one work.
 */
export const songs = pgTable(
  "songs",
  {
    ...owned(),
    title: text("title").notNull(),
    durationSeconds: integer("duration_seconds"),
    musicalKey: text("musical_key"),
    tempo: integer("tempo"),
    notes: text("notes"),
    iswc: text("iswc"),
    isrc: text("isrc"),
    writers: jsonb("writers").$type<Writer[]>().notNull().default([]),
    publishers: jsonb("publishers").$type<Publisher[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("songs_workspace_idx").on(t.workspaceId),
    uniqueIndex("songs_workspace_iswc_idx")
      .on(t.workspaceId, t.iswc)
      .where(sql`${t.iswc} is not null`),
    check("songs_duration_check", sql`${t.durationSeconds} between 1 and 3600`),
    check("songs_tempo_check", sql`${t.tempo} between 20 and 400`),
  ],
);

/**
 * A set: a show's (one per show, `showId`) or a saved one a show can start from (`name`,
 * no show). How the stage copy prints it is kept with it. `playedConfirmedAt` is when someone
 * confirmed after the show what was played (the played lines below).
 */
export const setLists = pgTable(
  "set_lists",
  {
    ...owned(),
    showId: uuid("show_id").references(() => tourVenues.id, { onDelete: "cascade" }),
    name: text("name"),
    stageKeys: boolean("stage_keys").notNull().default(true),
    stageNotes: boolean("stage_notes").notNull().default(true),
    playedConfirmedAt: timestamp("played_confirmed_at", { withTimezone: true }),
    playedConfirmedBy: text("played_confirmed_by").references(() => user.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("set_lists_workspace_idx").on(t.workspaceId),
    uniqueIndex("set_lists_show_idx").on(t.showId).where(sql`${t.showId} is not null`),
    uniqueIndex("set_lists_saved_name_idx")
      .on(t.workspaceId, sql`lower(${t.name})`)
      .where(sql`${t.showId} is null`),
    check("set_lists_show_or_name_check", sql`(${t.showId} is null) <> (${t.name} is null)`),
  ],
);

/**
 * One line of a set, planned or played. A song line keeps its song: a song in a set cannot be
 * deleted (the database refuses too: "no action", checked at the end of the statement, so a
 * workspace deleted whole still cascades), so a filed set always names what was played.
 */
export const setItems = pgTable(
  "set_items",
  {
    ...owned(),
    setListId: uuid("set_list_id")
      .notNull()
      .references(() => setLists.id, { onDelete: "cascade" }),
    played: boolean("played").notNull().default(false),
    position: integer("position").notNull(),
    songId: uuid("song_id").references(() => songs.id, { onDelete: "no action" }),
    label: text("label"),
    encore: boolean("encore").notNull().default(false),
    segue: boolean("segue").notNull().default(false),
    note: text("note"),
    durationSeconds: integer("duration_seconds"),
  },
  (t) => [
    uniqueIndex("set_items_position_idx").on(t.setListId, t.played, t.position),
    index("set_items_song_idx").on(t.songId),
    check("set_items_song_or_label_check", sql`(${t.songId} is null) <> (${t.label} is null)`),
  ],
);

/** Which societies the workspace files with (Settings), one row per workspace or none. */
export const setlistSettings = pgTable(
  "setlist_settings",
  {
    ...owned(),
    societies: jsonb("societies").$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("setlist_settings_workspace_idx").on(t.workspaceId)],
);

/** A show's performance report marked filed with a society: when, and its reference. */
export const setlistFilings = pgTable(
  "setlist_filings",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    society: text("society").notNull(),
    filedOn: date("filed_on").notNull(),
    reference: text("reference"),
    filedBy: text("filed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("setlist_filings_workspace_idx").on(t.workspaceId),
    uniqueIndex("setlist_filings_show_society_idx").on(t.showId, t.society),
  ],
);
