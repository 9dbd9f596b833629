/**
 * A venue's state or province as Bandsintown's upload asks for it: the two-letter code in the
 * United States and Canada ("IL", "QC"), the region's name elsewhere. A venue's `state` is
 * typed freely, so "Illinois" and "il" are read as IL; anything else stays as typed.
 */
const NAMES: Record<string, string> = {
  US: "AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming|PR Puerto Rico|GU Guam|VI U.S. Virgin Islands|AS American Samoa|MP Northern Mariana Islands",
  CA: "AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon",
};

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f.]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const CODES = new Map<string, Map<string, string>>(
  Object.entries(NAMES).map(([country, list]) => {
    const byName = new Map<string, string>();
    for (const entry of list.split("|")) {
      const code = entry.slice(0, 2);
      byName.set(fold(code), code);
      byName.set(fold(entry.slice(3)), code);
    }
    return [country, byName];
  }),
);

export function listingRegion(region: string | null, country: string): string {
  const typed = region?.trim() ?? "";
  return CODES.get(country)?.get(fold(typed)) ?? typed;
}
