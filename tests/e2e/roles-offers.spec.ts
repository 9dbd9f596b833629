import { expect, test } from "./support/fixtures";
import { freshOwner, invitedMember } from "./support/party";

/**
 * Issue 47 item 9, as crew and an artist meet it: the Overview offers only what the role can
 * open, greets the person by their name, an artist's Total Budget reads hidden, and Today's
 * times read in one clock. Screenshots at desktop and phone width go to test-results.
 */
const PHONE = { width: 412, height: 915 };

test("crew and an artist are offered only what they can open, on desktop and phone", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(240_000);
  await freshOwner(page, baseURL!);
  for (const role of ["crew", "artist"] as const) {
    const { context, page: member } = await invitedMember(browser, page, baseURL!, role);
    const shot = (name: string) =>
      member.screenshot({ path: info.outputPath(`${role}-${name}.png`), fullPage: true });
    await member.goto("/dashboard");
    // The person, not the act they had to invent at sign-up ("Matrix crew").
    await expect(
      member.getByRole("heading", { level: 1, name: "Welcome Back, Sam Rivera" }),
    ).toBeVisible();
    const areas = member.getByRole("region", { name: "Areas" });
    await expect(areas.getByRole("link").first()).toBeVisible();
    const offered = await areas.getByRole("link").allTextContents();
    expect(offered).not.toContain("View Reports");
    expect(offered).not.toContain("Launch Campaign");
    expect(offered).toEqual(
      role === "crew"
        ? ["View Tours", "View Itinerary", "Enter Counts"]
        : ["View Tours", "View Itinerary", "Review Designs", "View Campaigns"],
    );
    // Every offer opens a page, never "Your role … doesn't include …".
    for (const action of offered) {
      await member.goto("/dashboard");
      await areas.getByRole("link", { name: action }).click();
      await expect(member.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(member.getByText(/doesn't include/)).toHaveCount(0);
    }
    await member.goto("/dashboard");
    await expect(areas.getByRole("link").first()).toBeVisible();
    await shot("overview-desktop");
    await member.goto("/dashboard/today");
    await expect(member.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await expect(member.getByText(/Who settles/)).toHaveCount(0);
    await expect(member.getByText(/\d PM\b/)).toHaveCount(0);
    await shot("today-desktop");
    if (role === "artist") {
      await member.goto("/dashboard/marketing");
      await expect(member.getByText("owners and managers only")).toBeVisible();
      await shot("marketing-desktop");
    }
    await member.setViewportSize(PHONE);
    await member.goto("/dashboard");
    await expect(areas.getByRole("link").first()).toBeVisible();
    await shot("overview-phone");
    await member.goto("/dashboard/today");
    await expect(member.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await shot("today-phone");
    await context.close();
  }
});
