// Tribe in German (issue 55): the browser's catalogue and the server's own areas (mail,
// PDFs, the calendar and news feeds, the activity log's lines), which the browser never
// writes. Keys are the English messages' ids (tests/architecture/i18n.test.ts).
import { messages as browser } from "./catalogue-de-browser";
import activity from "./catalogues/de/activity.json";
import feeds from "./catalogues/de/feeds.json";
import mail from "./catalogues/de/mail.json";
import pdf from "./catalogues/de/pdf.json";

export const messages: Record<string, string> = {
  ...browser,
  ...mail,
  ...pdf,
  ...feeds,
  ...activity,
};
