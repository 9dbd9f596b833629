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

export const TICKET_FIELD_LABELS: Record<TicketImportField, string> = {
  eventDate: "Event date",
  venue: "Venue",
  event: "Event name",
  tier: "Tier (ticket type)",
  quantity: "Quantity / sold",
  comps: "Comps",
  gross: "Amount paid",
  orderedAt: "Order date / as of",
  orderId: "Order number",
  status: "Status",
};

/**
 * The header names each field is guessed from, per seller, compared without case, spaces or
 * punctuation ("Order #" is "order"). These are OUR READING of the sellers' order, attendee
 * and sales-report exports (their help pages and sample files), not a published contract:
 * a seller that renames a column is read through the generic names, and the person can
 * change every guess before the preview.
 */
type HeaderNames = Partial<Record<TicketImportField, readonly string[]>>;

/** Names any sheet may use: a promoter's own count sheet, and the fallback for every seller. */
const GENERIC_NAMES: Record<TicketImportField, readonly string[]> = {
  eventDate: [
    "eventdate",
    "eventstartdate",
    "showdate",
    "performancedate",
    "eventstart",
    "eventdatetime",
    "performancedatetime",
    "startdate",
    "date",
  ],
  venue: ["venue", "venuename", "location", "facility", "room", "venuelocation"],
  event: ["eventname", "event", "eventtitle", "show", "showname", "performance", "title"],
  tier: [
    "tickettype",
    "tier",
    "tiername",
    "ticketname",
    "ticket",
    "pricelevel",
    "pricecode",
    "priceband",
    "pricetype",
    "ticketclass",
    "ticketcategory",
    "category",
  ],
  quantity: [
    "quantity",
    "qty",
    "tickets",
    "ticketcount",
    "numberoftickets",
    "sold",
    "ticketssold",
    "qtysold",
    "soldqty",
    "totalsold",
    "netsold",
  ],
  comps: ["comps", "comp", "complimentary", "compsissued", "comptickets", "guests"],
  gross: [
    "totalpaid",
    "gross",
    "grosssales",
    "total",
    "totalamount",
    "amount",
    "amountpaid",
    "price",
    "facevalue",
    "revenue",
  ],
  orderedAt: [
    "orderdate",
    "purchasedate",
    "dateofpurchase",
    "datepurchased",
    "saledate",
    "transactiondate",
    "orderedat",
    "orderdatetime",
    "purchased",
    "asof",
    "asofdate",
    "reportdate",
  ],
  orderId: [
    "order",
    "ordernumber",
    "orderno",
    "orderid",
    "orderref",
    "orderreference",
    "confirmationnumber",
    "ticketid",
  ],
  status: ["status", "attendeestatus", "orderstatus", "ticketstatus", "paymentstatus"],
};

const SELLER_NAMES: Record<Seller, HeaderNames> = {
  // Eventbrite's "Orders" and "Attendee summary" reports.
  eventbrite: {
    orderId: ["order"],
    orderedAt: ["orderdate"],
    tier: ["tickettype"],
    quantity: ["quantity"],
    gross: ["totalpaid"],
    event: ["eventname"],
    venue: ["venuename"],
    eventDate: ["eventdate", "eventstartdate"],
    status: ["attendeestatus", "orderstatus"],
  },
  // DICE's ticket holders / sales export: one row per ticket.
  dice: {
    orderId: ["orderid", "ticketid"],
    orderedAt: ["purchasedate"],
    tier: ["tickettype"],
    eventDate: ["eventdate"],
    event: ["event", "eventname"],
    venue: ["venue"],
    gross: ["price", "facevalue"],
    status: ["ticketstatus", "status"],
  },
  // See Tickets' order and sales reports.
  "see-tickets": {
    orderId: ["orderref", "orderreference", "ordernumber"],
    orderedAt: ["orderdate", "datebooked"],
    tier: ["tickettype", "priceband"],
    quantity: ["quantity", "qty"],
    gross: ["total", "facevalue"],
    event: ["event", "eventname"],
    eventDate: ["eventdate", "performancedate"],
    venue: ["venue"],
    status: ["status", "orderstatus"],
  },
  // Ticketmaster's (TM1 / Promoter Portal) order detail and event audit reports.
  ticketmaster: {
    orderId: ["ordernumber", "order", "orderid"],
    orderedAt: ["orderdate", "saledate"],
    tier: ["pricelevel", "pricecode", "pricetype"],
    quantity: ["qty", "quantity", "ticketssold", "sold"],
    comps: ["comps", "compqty"],
    gross: ["total", "gross", "totalamount"],
    event: ["eventname", "event"],
    eventDate: ["eventdate"],
    venue: ["venue", "venuename"],
    status: ["orderstatus", "status"],
  },
  // AXS's order and sales summary reports.
  axs: {
    orderId: ["orderid", "ordernumber"],
    orderedAt: ["orderdate", "saledate"],
    tier: ["pricelevel", "tickettype", "pricecode"],
    quantity: ["qty", "quantity", "sold"],
    gross: ["totalamount", "total", "gross"],
    event: ["eventname"],
    eventDate: ["eventdate"],
    venue: ["venue", "venuename"],
    status: ["orderstatus", "status"],
  },
  // Etix's order and performance sales reports.
  etix: {
    orderId: ["ordernumber", "orderid"],
    orderedAt: ["orderdate"],
    tier: ["pricelevel", "tickettype"],
    quantity: ["quantity", "qty"],
    gross: ["total", "amount"],
    event: ["event", "eventname", "performance"],
    eventDate: ["performancedate", "eventdate"],
    venue: ["venue", "venuename"],
    status: ["status", "orderstatus"],
  },
  generic: {},
};

/** A seller's names for each field first, then every sheet's. */
export function sellerHeaderNames(seller: Seller): Record<TicketImportField, readonly string[]> {
  const own = SELLER_NAMES[seller];
  const names = {} as Record<TicketImportField, readonly string[]>;
  for (const f of TICKET_IMPORT_FIELDS) names[f] = [...(own[f] ?? []), ...GENERIC_NAMES[f]];
  return names;
}

/** Headers that say "a tier's total sold", not "this order's quantity". */
const TOTAL_HEADERS = new Set([
  "sold",
  "ticketssold",
  "qtysold",
  "soldqty",
  "totalsold",
  "netsold",
]);

/**
 * What the rows are, guessed from the header: a "sold" / "tickets sold" column and no order
 * number → totals (a sales report); anything else → orders (an order or attendee export).
 */
export function guessRowsAre(header: readonly string[], hasOrderId: boolean): RowsAre {
  const keys = header.map((h) => h.toLowerCase().replace(/[^a-z0-9]/g, ""));
  return !hasOrderId && keys.some((k) => TOTAL_HEADERS.has(k)) ? "totals" : "orders";
}
