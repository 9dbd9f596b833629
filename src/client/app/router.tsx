import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { NotFoundPage } from "./not-found-page";
import { PageErrorPage, PageLoadError, RouteErrorPage } from "./route-error-page";

/**
 * A route whose component is fetched the first time it is visited. A fetch that fails is a
 * PageLoadError, which the error pages explain (offline: not saved on this device).
 */
const lazyPage = (load: () => Promise<ComponentType>) => async () => {
  try {
    return { Component: await load() };
  } catch (cause) {
    throw new PageLoadError(cause);
  }
};

/**
 * Every route matches case for case, as the server does (domain/page-paths.ts, issue 35 §3):
 * React Router matches case-insensitively unless told, so /JOIN/<token> opened the join page.
 */
function caseSensitive(list: RouteObject[]): RouteObject[] {
  return list.map((route) =>
    route.index
      ? route
      : ({
          ...route,
          caseSensitive: true,
          children: route.children && caseSensitive(route.children),
        } as RouteObject),
  );
}

/**
 * Routes of docs/product.md §1.4 (their paths listed in domain/page-paths.ts too). Everything
 * past the landing page loads on demand. The browser gets them in a browser router (app.tsx);
 * the build pre-renders /auth from them in a memory router.
 */
export const routes: RouteObject[] = caseSensitive([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: "/",
        lazy: lazyPage(
          async () => (await import("@/client/features/landing/landing-page")).LandingPage,
        ),
      },
      {
        lazy: lazyPage(async () => (await import("./layouts/app-layout")).AppLayout),
        children: [
          {
            path: "/auth",
            lazy: lazyPage(async () => (await import("@/client/features/auth/auth-page")).AuthPage),
          },
          {
            path: "/reset-password",
            lazy: lazyPage(
              async () =>
                (await import("@/client/features/auth/reset-password-page")).ResetPasswordPage,
            ),
          },
          {
            path: "/join/:token",
            lazy: lazyPage(async () => (await import("@/client/features/team/join-page")).JoinPage),
          },
          {
            // A venue answers a show's advance with no account (issue 38).
            path: "/advance/:token",
            lazy: lazyPage(
              async () =>
                (await import("@/client/features/logistics/advance-link-page")).AdvanceLinkPage,
            ),
          },
          {
            // A promoter reads and signs a show's contract with no account (issue 39).
            path: "/contract/:token",
            lazy: lazyPage(
              async () =>
                (await import("@/client/features/contracts/contract-link-page")).ContractLinkPage,
            ),
          },
          {
            // A promoter types a show's ticket count with no account (issue 51).
            path: "/ticket-count/:token",
            lazy: lazyPage(
              async () =>
                (await import("@/client/features/tickets/ticket-link-page")).TicketLinkPage,
            ),
          },
          {
            // Anyone checks a contract PDF: the executed one, unchanged? (issue 39)
            path: "/verify",
            lazy: lazyPage(
              async () => (await import("@/client/features/contracts/verify-page")).VerifyPage,
            ),
          },
          {
            path: "/dashboard",
            lazy: lazyPage(
              async () => (await import("./layouts/dashboard-layout")).DashboardLayout,
            ),
            children: [
              {
                // A page that fails (offline, its code not saved) fails inside the dashboard.
                errorElement: <PageErrorPage />,
                children: [
                  {
                    index: true,
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/overview/overview-page")).OverviewPage,
                    ),
                  },
                  {
                    path: "hcc-manager",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/negotiations/negotiations-page"))
                          .NegotiationsPage,
                    ),
                  },
                  {
                    path: "logistics",
                    lazy: lazyPage(
                      async () => (await import("@/client/app/logistics-page")).LogisticsPage,
                    ),
                  },
                  {
                    path: "logistics/day-sheet/:tourId/:showId",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/logistics/day-sheet-page")).DaySheetPage,
                    ),
                  },
                  {
                    path: "logistics/advance/:tourId/:showId",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/logistics/advance-page")).AdvancePage,
                    ),
                  },
                  {
                    path: "logistics/advance-questions",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/logistics/advance-template-page"))
                          .AdvanceTemplatePage,
                    ),
                  },
                  {
                    path: "logistics/guest-list/:tourId/:showId",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/logistics/guest-list-page")).GuestListPage,
                    ),
                  },
                  {
                    path: "logistics/set-list/:tourId/:showId",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/setlists/set-list-page")).SetListPage,
                    ),
                  },
                  {
                    path: "songs",
                    lazy: lazyPage(
                      async () => (await import("@/client/features/setlists/songs-page")).SongsPage,
                    ),
                  },
                  {
                    path: "public-dates",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/listings/public-dates-page"))
                          .PublicDatesPage,
                    ),
                  },
                  {
                    path: "tickets",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/tickets/tickets-page")).TicketsPage,
                    ),
                  },
                  {
                    path: "party",
                    lazy: lazyPage(
                      async () => (await import("@/client/features/party/party-page")).PartyPage,
                    ),
                  },
                  {
                    path: "integrations",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/integrations/integrations-page"))
                          .IntegrationsPage,
                    ),
                  },
                  {
                    path: "my-tour",
                    lazy: lazyPage(
                      async () => (await import("@/client/features/party/my-tour-page")).MyTourPage,
                    ),
                  },
                  {
                    path: "merch",
                    lazy: lazyPage(
                      async () => (await import("@/client/features/merch/merch-page")).MerchPage,
                    ),
                  },
                  {
                    path: "marketing",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/marketing/marketing-page")).MarketingPage,
                    ),
                  },
                  {
                    path: "tours",
                    lazy: lazyPage(
                      async () => (await import("@/client/features/tours/tours-page")).ToursPage,
                    ),
                  },
                  {
                    path: "tours/:tourId",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/tours/tour-detail-page")).TourDetailPage,
                    ),
                  },
                  {
                    path: "activity",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/team/activity-page")).ActivityPage,
                    ),
                  },
                  {
                    path: "team",
                    lazy: lazyPage(
                      async () => (await import("@/client/features/team/team-page")).TeamPage,
                    ),
                  },
                  {
                    path: "today",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/logistics/today-page")).TodayPage,
                    ),
                  },
                  {
                    path: "notifications",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/notifications/notifications-page"))
                          .NotificationsPage,
                    ),
                  },
                  {
                    path: "settings",
                    lazy: lazyPage(
                      async () =>
                        (await import("@/client/features/settings/settings-page")).SettingsPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: "/privacy",
        lazy: lazyPage(
          async () => (await import("@/client/features/legal/privacy-page")).PrivacyPage,
        ),
      },
      {
        path: "/terms",
        lazy: lazyPage(async () => (await import("@/client/features/legal/terms-page")).TermsPage),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
