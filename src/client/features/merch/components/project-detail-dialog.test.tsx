import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DesignProjectDetail } from "@/domain/merch/design-projects";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { designProjectQuery } from "../api/design-projects";
import { ProjectDetailDialog } from "./project-detail-dialog";

const project: DesignProjectDetail = {
  id: "5f0c6c3e-6a43-4f3e-9a43-0e8f3c1b2a11",
  title: "Tour poster",
  kind: "poster",
  status: "in-review",
  tourId: null,
  tourTitle: null,
  partnerId: null,
  partnerName: null,
  dueDate: null,
  brief: null,
  fileCount: 0,
  coverFileId: null,
  createdAt: "2027-01-01T00:00:00.000Z",
  reviews: [],
  files: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("requesting changes to a design", () => {
  it("without a comment says so beside the comment box and sends nothing", async () => {
    const fetch = vi.fn(() => Promise.reject(new Error("no server in a component test")));
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithQuery(
      <ProjectDetailDialog projectId={project.id} onClose={() => {}} onCreateProduct={() => {}} />,
      (client) => client.setQueryData(designProjectQuery(project.id).queryKey, project),
    );
    await user.click(await screen.findByRole("button", { name: "Request changes" }));
    const box = screen.getByLabelText("Comment");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Say which changes you are requesting");
    expect(box).toHaveFocus();
    expect(screen.queryByText(/Invalid input/)).not.toBeInTheDocument();
    // The storage meter beside the upload may read; nothing is written.
    // The API client hands fetch a Request (offline/offline-fetch.ts); reads are GETs.
    const writes = fetch.mock.calls.filter((call) => {
      const [input, init] = call as unknown as [RequestInfo | URL, RequestInit | undefined];
      return (input instanceof Request ? input.method : (init?.method ?? "GET")) !== "GET";
    });
    expect(writes).toEqual([]);

    // Typing clears the message.
    await user.type(box, "Bigger owl");
    expect(box).not.toHaveAttribute("aria-invalid");
  });
});
