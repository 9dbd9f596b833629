/**
 * The royalty societies a band files its performance reports with (issue 50, ADR 0029): where
 * each takes reports, by when, and which export layout Tribe writes for it. Every rule is
 * taken from the society's own published page, named beside it (read 2026-12-02 with the
 * search tool; docs/product.md §22.4 quotes them). Where a society publishes no date, or two
 * pages disagree, the earlier reading is taken and said so: filing early loses nothing,
 * filing late loses the royalty.
 */

export const SOCIETY_CODES = ["PRS", "BMI", "ASCAP", "GEMA", "SACEM", "SOCAN", "APRA"] as const;
export type SocietyCode = (typeof SOCIETY_CODES)[number];

export const isSocietyCode = (value: unknown): value is SocietyCode =>
  typeof value === "string" && (SOCIETY_CODES as readonly string[]).includes(value);

/** A period after the show: months are calendar months (May 31 + 1 month is Jun 30). */
export interface Period {
  months?: number;
  days?: number;
}

/** The deadline that applies to one show, with the words that explain it. */
interface Deadline extends Period {
  rule: string;
}

/** What a show's deadline depends on: where it was, and how big the room is. */
export interface ShowPlace {
  /** ISO 3166-1 alpha-2 (venues.country). */
  country: string;
  capacity: number | null;
}

/** The export layouts Tribe writes (report-csv.ts): one today, see `bulkTemplate` below. */
export type ReportTemplateId = "performance-report";

export interface Society {
  code: SocietyCode;
  name: string;
  /** Where members report live performances, in the society's own words. */
  programme: string;
  /** The countries whose shows it takes: only these, or all but these. */
  territory: { only: readonly string[] } | { allBut: readonly string[] };
  territoryText: string;
  /** The deadline for one show. */
  deadline(show: ShowPlace): Deadline;
  /** Every period `deadline` can answer, for the reminder's database window. */
  periods: readonly Period[];
  deadlineText: string;
  template: ReportTemplateId;
  /** Whether the society publishes a bulk-upload file for members' set lists. */
  bulkTemplate: string;
  /** The pages the rule is taken from. */
  sources: readonly string[];
}

const NONE_PUBLISHED =
  "No bulk-upload template for members' set lists is published; the report follows Tribe's performance report layout, field by field what the online form asks.";

/**
 * PRS names no capacity for a "larger concert venue": small venues are the pubs, bars and
 * clubs of its Gigs and Clubs scheme, concert venues are licensed per concert. Tribe counts a
 * room as a concert venue only when its capacity is known and at least this; any other show
 * gets the earlier, 12-month deadline.
 */
export const PRS_CONCERT_CAPACITY = 1_000;
/** The UK and the territories where PRS itself licenses (its "PRS agency territories"). */
const PRS_HOME = ["GB", "BM", "BS", "CY", "GI", "MT"] as const;

const prsDeadline = (show: ShowPlace): Deadline => {
  if (!(PRS_HOME as readonly string[]).includes(show.country)) {
    return { months: 24, rule: "2 years for a show outside the UK" };
  }
  if (show.capacity !== null && show.capacity >= PRS_CONCERT_CAPACITY) {
    return {
      months: 36,
      rule: `3 years for a concert venue (capacity ${PRS_CONCERT_CAPACITY.toLocaleString("en-US")} or more)`,
    };
  }
  return { months: 12, rule: "12 months for a small venue" };
};

const fixed = (period: Period, rule: string) => (): Deadline => ({ ...period, rule });

export const SOCIETIES: Record<SocietyCode, Society> = {
  PRS: {
    code: "PRS",
    name: "PRS for Music",
    programme: "Report your live performances",
    territory: { allBut: ["US"] },
    territoryText: "Shows anywhere but the US (US shows are claimed through ASCAP, BMI or SESAC)",
    deadline: prsDeadline,
    periods: [{ months: 12 }, { months: 24 }, { months: 36 }],
    deadlineText:
      "UK small venues: 12 months; UK concert venues: 3 years; outside the UK: 2 years (PRS's members' news says 3, its help page 2: Tribe takes 2)",
    template: "performance-report",
    bulkTemplate: NONE_PUBLISHED,
    sources: [
      "https://www.prsformusic.com/help/how-long-do-i-have-to-report-a-live-performance",
      "https://www.prsformusic.com/members-news/when-do-i-need-to-report-my-setlists-by",
      "https://prsformusic.com/royalties/live-performance-royalties",
    ],
  },
  BMI: {
    code: "BMI",
    name: "BMI",
    programme: "BMI Live",
    territory: { only: ["US"] },
    territoryText: "Shows in the US",
    deadline: fixed({ months: 6 }, "6 months: BMI Live takes the previous six months"),
    periods: [{ months: 6 }],
    deadlineText: "Within 6 months of the show; paid quarterly; the venue's address is required",
    template: "performance-report",
    bulkTemplate: NONE_PUBLISHED,
    sources: ["https://bmi.com/bmilive", "https://www.bmi.com/faq/category/bmi_live"],
  },
  ASCAP: {
    code: "ASCAP",
    name: "ASCAP",
    programme: "ASCAP OnStage",
    territory: { only: ["US"] },
    territoryText: "Shows at ASCAP-licensed venues in the US",
    deadline: fixed(
      { months: 3 },
      "3 months: ASCAP takes OnStage claims each quarter and publishes no date",
    ),
    periods: [{ months: 3 }],
    deadlineText:
      "Claims are taken each quarter; ASCAP publishes no cut-off Tribe could find, so Tribe asks for the report within 3 months of the show",
    template: "performance-report",
    bulkTemplate: NONE_PUBLISHED,
    sources: [
      "https://www.ascap.com/help/royalties-and-payment/payment/monetaryawards",
      "https://www.ascap.com/news-events/articles/2015/03/maximize-your-membership-ascap-onstage",
    ],
  },
  GEMA: {
    code: "GEMA",
    name: "GEMA",
    programme: "Meine Setlists (Musikfolge)",
    territory: { only: ["DE"] },
    territoryText: "Shows in Germany",
    deadline: fixed(
      { days: 42 },
      "6 weeks: GEMA charges the organiser 10 % more for a set list that comes later",
    ),
    periods: [{ days: 42 }],
    deadlineText:
      "6 weeks after the show (the organiser then pays 10 % more); GEMA takes set lists up to 6 months after",
    template: "performance-report",
    bulkTemplate:
      "GEMA's Excel upload registers events for organisers, not set lists; the report follows Tribe's performance report layout.",
    sources: [
      "https://gema.de/musiknutzer/musikfolgennachberechnung",
      "https://gema.de/help/users/use-music/branches-more",
    ],
  },
  SACEM: {
    code: "SACEM",
    name: "Sacem",
    programme: "My setlists and events",
    territory: { allBut: [] },
    territoryText: "Every show, in France and abroad",
    deadline: fixed({ months: 6 }, "6 months after the show"),
    periods: [{ months: 6 }],
    deadlineText: "From 6 months before to 6 months after the show",
    template: "performance-report",
    bulkTemplate:
      "Sacem's Excel import of up to 100 events is for publishers only and its columns are not public; the report follows Tribe's performance report layout.",
    sources: [
      "https://createurs-editeurs.sacem.fr/en/news/our-members/concerts-shows-register-your-setlists-and-events-online",
    ],
  },
  SOCAN: {
    code: "SOCAN",
    name: "SOCAN",
    programme: "Notification of Live Music Performance",
    territory: { only: ["CA"] },
    territoryText: "Shows in Canada",
    deadline: fixed({ months: 12 }, "1 year after the show"),
    periods: [{ months: 12 }],
    deadlineText: "Within a year of the show",
    template: "performance-report",
    bulkTemplate: NONE_PUBLISHED,
    sources: [
      "https://www.socanmagazine.ca/sound-advice/the-breakdown-getting-paid-via-socan-for-live-performances/",
      "http://www.socan.ca/creators/faq_concerts",
    ],
  },
  APRA: {
    code: "APRA",
    name: "APRA AMCOS",
    programme: "Performance Reports",
    territory: { only: ["AU", "NZ"] },
    territoryText: "Shows in Australia and New Zealand",
    deadline: fixed({ months: 12 }, "1 year after the show"),
    periods: [{ months: 12 }],
    deadlineText:
      "Within a year of the show (up to 3 years with evidence such as a poster or a ticket)",
    template: "performance-report",
    bulkTemplate: NONE_PUBLISHED,
    sources: [
      "https://www.apraamcos.com.au/music-creators/membership-explained/royalties-overview/domestic-royalties",
      "https://www.apraamcos.com.au/music-creators/member-resources/guides/performance-reports",
    ],
  },
};

/** Whether a society takes reports of shows in `country`. */
export function covers(society: Society, country: string): boolean {
  const t = society.territory;
  return "only" in t ? t.only.includes(country) : !t.allBut.includes(country);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `period` after `date` (YYYY-MM-DD); a month past its end clamps to it. */
export function addPeriod(date: string, period: Period, sign: 1 | -1 = 1): string {
  const m = DATE.exec(date);
  if (!m) throw new Error(`Not a calendar date: ${date}`);
  let year = Number(m[1]);
  let month = Number(m[2]) - 1 + sign * (period.months ?? 0);
  year += Math.floor(month / 12);
  month = ((month % 12) + 12) % 12;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lastDay =
    month === 1 ? (leap ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!;
  const day = Math.min(Number(m[3]), lastDay);
  const at = new Date(0);
  at.setUTCFullYear(year, month, day);
  at.setUTCDate(at.getUTCDate() + sign * (period.days ?? 0));
  return at.toISOString().slice(0, 10);
}

/** When a show's report is due with a society, and the rule that says so. */
export function dueDate(society: Society, date: string, place: ShowPlace) {
  const deadline = society.deadline(place);
  return { dueOn: addPeriod(date, deadline), rule: deadline.rule };
}

/** "PRS" (or "prs", as a URL may have it) → "PRS for Music"; an unknown code as it is. */
export function societyName(code: string): string {
  const upper = code.toUpperCase();
  return isSocietyCode(upper) ? SOCIETIES[upper].name : code;
}
