import { afterEach, describe, expect, it } from "vitest";
import { switchMessages } from "@/client/i18n/t";
import { messages as de } from "@/domain/i18n/catalogue-de";
import { messages as es } from "@/domain/i18n/catalogue-es";
import { englishWords } from "../../../../tests/support/english-leak";
import { landingHead } from "./landing-head";

describe("the landing page's title and description (issue 55)", () => {
  afterEach(() => switchMessages("en", {}));

  it("are English word for word by default", () => {
    expect(landingHead()).toEqual({
      title: "Professional tour management for independent artists",
      description: "Tribe — professional tour management for independent artists.",
    });
  });

  it("are German for a German reader, Spanish for a Spanish one", () => {
    switchMessages("de", de);
    const german = landingHead();
    expect(german.description).toBe(
      "Tribe – professionelles Tourmanagement für unabhängige Künstler.",
    );
    expect(englishWords(`${german.title} ${german.description}`)).toEqual([]);
    switchMessages("es", es);
    expect(landingHead().description).toBe(
      "Tribe: gestión profesional de giras para artistas independientes.",
    );
  });
});
