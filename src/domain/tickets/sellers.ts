/**
 * The ticket sellers whose exports Tribe reads (issue 51 item 2), and a mapping of a sheet's
 * columns to a count's fields. A mapping is remembered per seller per workspace.
 */
export const SELLERS = [
  "dice",
  "eventbrite",
  "see-tickets",
  "ticketmaster",
  "axs",
  "etix",
  "generic",
] as const;
export type Seller = (typeof SELLERS)[number];

export const SELLER_LABELS: Record<Seller, string> = {
  dice: "DICE",
  eventbrite: "Eventbrite",
  "see-tickets": "See Tickets",
  ticketmaster: "Ticketmaster",
  axs: "AXS",
  etix: "Etix",
  generic: "Another seller or my own sheet",
};

/** A count's fields a column can go to. */
export const TICKET_IMPORT_FIELDS = [
  "eventDate",
  "venue",
  "event",
  "tier",
  "quantity",
  "comps",
  "gross",
  "orderedAt",
  "orderId",
  "status",
] as const;
export type TicketImportField = (typeof TICKET_IMPORT_FIELDS)[number];

/**
 * What a sheet's rows are: one row per order (each adds its quantity, the history is built
 * from the order dates), or one row per tier with the total sold as of its date.
 */
export type RowsAre = "orders" | "totals";

/** The header (as written in the file) each field is read from; a field left out is not read. */
export interface SheetMapping {
  rowsAre: RowsAre;
  columns: Partial<Record<TicketImportField, string>>;
}
