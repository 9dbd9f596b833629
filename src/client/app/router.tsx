import { createBrowserRouter } from "react-router";
import { LandingPage } from "@/client/features/landing/landing-page";
import { NotFoundPage } from "./not-found-page";
import { RouteErrorPage } from "./route-error-page";

/** Routes of spec §2. Everything past the landing page loads on demand. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: "/", element: <LandingPage /> },
      {
        path: "/auth",
        lazy: async () => ({
          Component: (await import("@/client/features/auth/auth-page")).AuthPage,
        }),
      },
      {
        path: "/dashboard",
        lazy: async () => ({
          Component: (await import("./layouts/dashboard-layout")).DashboardLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("@/client/features/overview/overview-page")).OverviewPage,
            }),
          },
          {
            path: "hcc-manager",
            lazy: async () => ({
              Component: (await import("@/client/features/hcc-manager/hcc-manager-page"))
                .HccManagerPage,
            }),
          },
          {
            path: "logistics",
            lazy: async () => ({
              Component: (await import("@/client/features/logistics/logistics-page")).LogisticsPage,
            }),
          },
          {
            path: "merch",
            lazy: async () => ({
              Component: (await import("@/client/features/merch/merch-page")).MerchPage,
            }),
          },
          {
            path: "marketing",
            lazy: async () => ({
              Component: (await import("@/client/features/marketing/marketing-page")).MarketingPage,
            }),
          },
          {
            path: "tours",
            lazy: async () => ({
              Component: (await import("@/client/features/tours/tours-page")).ToursPage,
            }),
          },
          {
            path: "tours/:tourId",
            lazy: async () => ({
              Component: (await import("@/client/features/tours/tour-detail-page")).TourDetailPage,
            }),
          },
          {
            path: "settings",
            lazy: async () => ({
              Component: (await import("@/client/features/settings/settings-page")).SettingsPage,
            }),
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
