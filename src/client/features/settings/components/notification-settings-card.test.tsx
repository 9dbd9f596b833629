import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { NotificationSettingsCard } from "./notification-settings-card";

/** The card with a saved digest zone (nothing else is read: settings come from the cache). */
const renderWithZone = (timeZone: string) =>
  renderWithQuery(<NotificationSettingsCard />, (client) =>
    client.setQueryData(queryKeys.notifications.settings, {
      settings: [],
      timeZone,
      mailConfigured: true,
    }),
  );

const picked = () =>
  (screen.getByLabelText("Time zone for the daily digest") as HTMLSelectElement).selectedOptions[0]
    ?.textContent;

describe("the digest's time zone (issue 47)", () => {
  it("reads UTC for a browser in UTC, never the list's first zone", () => {
    renderWithZone("UTC");
    expect(picked()).toBe("UTC");
  });

  it("names Etc/UTC as UTC too", () => {
    renderWithZone("Etc/UTC");
    expect(picked()).toBe("UTC");
  });

  it("keeps any other zone as saved, readably", () => {
    renderWithZone("Europe/London");
    expect(picked()).toBe("Europe/London");
  });
});
