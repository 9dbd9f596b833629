// Tribe in Spanish in the browser (issue 55): every area's catalogue but the server's own
// (mail, PDFs), merged into one. The client loads it as a chunk of its own only for a person
// who reads Spanish (client/i18n/person-locale.ts); catalogue-es.ts adds the server's areas.
import app from "./catalogues/es/app.json";
import auth from "./catalogues/es/auth.json";
import components from "./catalogues/es/components.json";
import contracts from "./catalogues/es/contracts.json";
import errors from "./catalogues/es/errors.json";
import finances from "./catalogues/es/finances.json";
import integrations from "./catalogues/es/integrations.json";
import landing from "./catalogues/es/landing.json";
import legal from "./catalogues/es/legal.json";
import listings from "./catalogues/es/listings.json";
import logistics from "./catalogues/es/logistics.json";
import marketing from "./catalogues/es/marketing.json";
import merch from "./catalogues/es/merch.json";
import negotiations from "./catalogues/es/negotiations.json";
import notifications from "./catalogues/es/notifications.json";
import offline from "./catalogues/es/offline.json";
import overview from "./catalogues/es/overview.json";
import party from "./catalogues/es/party.json";
import setlists from "./catalogues/es/setlists.json";
import settings from "./catalogues/es/settings.json";
import team from "./catalogues/es/team.json";
import tickets from "./catalogues/es/tickets.json";
import tours from "./catalogues/es/tours.json";

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
