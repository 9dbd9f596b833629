// Tribe in German in the browser (issue 55): every area's catalogue but the server's own
// (mail, PDFs), merged into one. The client loads it as a chunk of its own only for a person
// who reads German (client/i18n/person-locale.ts); catalogue-de.ts adds the server's areas.
import app from "./catalogues/de/app.json";
import auth from "./catalogues/de/auth.json";
import components from "./catalogues/de/components.json";
import contracts from "./catalogues/de/contracts.json";
import errors from "./catalogues/de/errors.json";
import finances from "./catalogues/de/finances.json";
import integrations from "./catalogues/de/integrations.json";
import landing from "./catalogues/de/landing.json";
import legal from "./catalogues/de/legal.json";
import listings from "./catalogues/de/listings.json";
import logistics from "./catalogues/de/logistics.json";
import marketing from "./catalogues/de/marketing.json";
import merch from "./catalogues/de/merch.json";
import negotiations from "./catalogues/de/negotiations.json";
import notifications from "./catalogues/de/notifications.json";
import offline from "./catalogues/de/offline.json";
import overview from "./catalogues/de/overview.json";
import party from "./catalogues/de/party.json";
import setlists from "./catalogues/de/setlists.json";
import settings from "./catalogues/de/settings.json";
import team from "./catalogues/de/team.json";
import tickets from "./catalogues/de/tickets.json";
import tours from "./catalogues/de/tours.json";

export const messages: Record<string, string> = {
  ...app,
  ...components,
  ...auth,
  ...landing,
  ...legal,
  ...settings,
  ...overview,
  ...tours,
  ...negotiations,
  ...finances,
  ...party,
  ...tickets,
  ...logistics,
  ...merch,
  ...marketing,
  ...setlists,
  ...listings,
  ...contracts,
  ...integrations,
  ...team,
  ...notifications,
  ...offline,
  ...errors,
};
