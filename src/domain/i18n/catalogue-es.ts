// Tribe in Spanish (issue 55): the browser's catalogue and the server's own areas (mail,
// PDFs, the calendar and news feeds, the activity log's lines), which the browser never
// writes. Keys are the English messages' ids (tests/architecture/i18n.test.ts).
import { messages as browser } from "./catalogue-es-browser";
import activity from "./catalogues/es/activity.json";
import feeds from "./catalogues/es/feeds.json";
import mail from "./catalogues/es/mail.json";
import pdf from "./catalogues/es/pdf.json";

export const messages: Record<string, string> = {
  ...browser,
  ...mail,
  ...pdf,
  ...feeds,
  ...activity,
};
