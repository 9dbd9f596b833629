import { describe, expect, it } from "vitest";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { messages as catalogueEs } from "../i18n/catalogue-es";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import { updateSettingsSchema } from "../notifications/delivery";
import { tourInputSchema } from "./tours";

const refusalOf = (parse: () => { error?: { issues: { message: string }[] } }) =>
  parse().error?.issues[0]?.message;
const noTitle = () => tourInputSchema.safeParse({ title: "" });
const badZone = () => updateSettingsSchema.safeParse({ timeZone: "Mars/Olympus" });

describe("the domain's refusals (issue 55)", () => {
  it("read in the language of the parse, English word for word without one", () => {
    expect(refusalOf(noTitle)).toBe("Title is required");
    expect(withWords(messageFormatter("de", catalogueDe), () => refusalOf(noTitle))).toBe(
      "Titel ist erforderlich",
    );
    expect(withWords(messageFormatter("es", catalogueEs), () => refusalOf(badZone))).toBe(
      "Elige una zona horaria como Europe/Berlin",
    );
    expect(refusalOf(badZone)).toBe("Choose a time zone such as Europe/Berlin");
  });
});
