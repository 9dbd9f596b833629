import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/client/lib/api-client";
import type { CampaignFormValues, CampaignInput } from "@/domain/marketing/campaigns";
import { CampaignFormDialog } from "./campaign-dialog";
import { emptyCampaignForm } from "./campaign-form-values";

// Sonner keeps its toasts in module state; clear them so one test's toast is not another's.
afterEach(() => toast.dismiss());

interface RenderOptions {
  defaultValues?: CampaignFormValues;
  tourOptions?: readonly { id: string; title: string }[];
  /** What the save answers; by default it succeeds. */
  save?: () => Promise<unknown>;
}

/** The real create dialog, with the save replaced by a spy (no server in a component test). */
function renderForm({ defaultValues = emptyCampaignForm, tourOptions, save }: RenderOptions = {}) {
  const onSubmit = vi.fn<(input: CampaignInput) => Promise<unknown>>(save ?? (async () => ({})));
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CampaignFormDialog
        open
        onOpenChange={() => {}}
        values={defaultValues}
        editing={false}
        tourOptions={tourOptions}
        onSubmit={onSubmit}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  const submit = () => user.click(screen.getByRole("button", { name: "Create Campaign" }));
  return { onSubmit, user, submit };
}

const withPlatform = (o: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  ...emptyCampaignForm,
  platform: "Instagram",
  ...o,
});

describe("CampaignForm: required fields", () => {
  it("says 'Title and platform are required' when both are missing, and saves nothing", async () => {
    const { onSubmit, submit } = renderForm();
    await submit();
    expect(await screen.findByText("Validation Error")).toBeInTheDocument();
    expect(screen.getByText("Title and platform are required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says so when only the platform is missing, and marks the field", async () => {
    const { onSubmit, user, submit } = renderForm();
    await user.type(screen.getByLabelText("Title"), "Tour teaser");
    await submit();
    expect(await screen.findByText("Title and platform are required")).toBeInTheDocument();
    expect(screen.getByText("Platform is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Platform")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("saves once a platform is chosen from the list", async () => {
    const { onSubmit, user, submit } = renderForm();
    await user.type(screen.getByLabelText("Title"), "Tour teaser");
    await user.click(screen.getByLabelText("Platform"));
    await user.click(await screen.findByRole("option", { name: "YouTube" }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: "Tour teaser", platform: "YouTube" });
  });
});

describe("CampaignForm: blanks and numbers (docs/product.md §8.2)", () => {
  it("sends empty dates, partner and description as null and empty numbers as 0", async () => {
    const { onSubmit, user, submit } = renderForm({ defaultValues: withPlatform() });
    await user.type(screen.getByLabelText("Title"), "Presale");
    await user.type(screen.getByLabelText("Partner name"), "   ");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: "Presale",
      platform: "Instagram",
      status: "planning",
      description: null,
      budget: "0.00",
      targetReach: 0,
      actualReach: 0,
      engagementRate: 0,
      startDate: null,
      endDate: null,
      partnerName: null,
      tourId: null,
    });
  });

  it("turns a non-numeric budget into 0 and reads typed numbers", async () => {
    const { onSubmit, user, submit } = renderForm({
      defaultValues: withPlatform({ title: "Push", budget: "abc" }),
    });
    await user.type(screen.getByLabelText("Actual reach"), "120001");
    await user.type(screen.getByLabelText("Engagement rate (%)"), "4.5");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      budget: "0.00",
      actualReach: 120_001,
      engagementRate: 4.5,
    });
  });

  it("refuses a negative budget next to the field, without the required-fields toast", async () => {
    const { onSubmit, user, submit } = renderForm({ defaultValues: withPlatform({ title: "X" }) });
    await user.type(screen.getByLabelText("Budget (USD)"), "-5");
    await submit();
    expect(await screen.findByText("Budget cannot be negative")).toBeInTheDocument();
    expect(screen.queryByText("Title and platform are required")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an end date before the start date", async () => {
    const { onSubmit, submit } = renderForm({
      defaultValues: withPlatform({ title: "X", startDate: "2026-06-10", endDate: "2026-06-01" }),
    });
    await submit();
    expect(await screen.findByText("End date cannot be before the start date")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("CampaignForm: server answers", () => {
  it("shows the server's field messages next to their fields and the failure toast of docs/product.md §8.3", async () => {
    const { submit } = renderForm({
      defaultValues: withPlatform({ title: "X" }),
      save: () =>
        Promise.reject(
          new ApiRequestError("Invalid input", 400, { budget: "Budget is too large" }),
        ),
    });
    await submit();
    expect(await screen.findByText("Budget is too large")).toBeInTheDocument();
    expect(screen.getByLabelText("Budget (USD)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Failed to create campaign")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("X");
  });

  it("says 'Campaign created successfully' after a save", async () => {
    const { submit } = renderForm({ defaultValues: withPlatform({ title: "X" }) });
    await submit();
    expect(await screen.findByText("Campaign created successfully")).toBeInTheDocument();
  });

  it("offers the account's tours when there are any", async () => {
    const tourId = "7b0c1a52-6c8e-4d5e-9a3b-2f1e0d9c8b7a";
    const { onSubmit, user, submit } = renderForm({
      defaultValues: withPlatform({ title: "X" }),
      tourOptions: [{ id: tourId, title: "Spring Run" }],
    });
    await user.click(screen.getByLabelText("Tour"));
    await user.click(await screen.findByRole("option", { name: "Spring Run" }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].tourId).toBe(tourId);
  });
});
