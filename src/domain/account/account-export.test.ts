import { describe, expect, it } from "vitest";
import { ArtworkPaths, accountExportFileName, safeZipName } from "./account-export";

describe("account export names", () => {
  it("names the zip by date", () =>
    expect(accountExportFileName(new Date("2026-03-04T23:00:00Z"))).toBe(
      "tribe-account-2026-03-04.zip",
    ));

  it("makes names every unzip tool can create", () => {
    expect(safeZipName("../../etc/passwd", "x")).toBe("_.._etc_passwd");
    expect(safeZipName('a:b*c?"d<e>f|g\\h', "x")).toBe("a_b_c__d_e_f_g_h");
    expect(safeZipName("..", "project")).toBe("project");
    expect(safeZipName("  tab\there.  ", "x")).toBe("tab here");
    expect(safeZipName("x".repeat(300), "y")).toHaveLength(100);
  });

  it("gives equal names in a folder, and equal project titles, their own number", () => {
    const paths = new ArtworkPaths();
    const p1 = { projectId: "1", projectTitle: "Poster" };
    const p2 = { projectId: "2", projectTitle: "poster" };
    expect(paths.pathFor({ ...p1, fileName: "front.png" })).toBe("artwork/Poster/front.png");
    expect(paths.pathFor({ ...p1, fileName: "Front.png" })).toBe("artwork/Poster/Front (2).png");
    expect(paths.pathFor({ ...p1, fileName: "front.png" })).toBe("artwork/Poster/front (3).png");
    expect(paths.pathFor({ ...p2, fileName: "front.png" })).toBe("artwork/poster (2)/front.png");
    expect(paths.pathFor({ ...p2, fileName: "notes" })).toBe("artwork/poster (2)/notes");
    const shows = new ArtworkPaths("show-files");
    expect(
      shows.pathFor({ projectId: "s", projectTitle: "Union Hall 2027-06-01", fileName: "a/b.pdf" }),
    ).toBe("show-files/Union Hall 2027-06-01/a_b.pdf");
  });
});
