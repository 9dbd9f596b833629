import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/client/lib/contrast";
import { SONNER_LIGHT_BACKGROUNDS, TOAST_TEXT_COLORS } from "./toast-colors";

describe("toast colours", () => {
  it("sonner's own success text was below AA (4.25:1), as axe reported", () => {
    expect(contrastRatio("hsl(140, 100%, 27%)", SONNER_LIGHT_BACKGROUNDS.success)).toBeLessThan(
      4.5,
    );
  });

  it.each(Object.keys(SONNER_LIGHT_BACKGROUNDS) as (keyof typeof SONNER_LIGHT_BACKGROUNDS)[])(
    "%s text reaches WCAG AA (4.5:1) on its background",
    (type) => {
      expect(
        contrastRatio(TOAST_TEXT_COLORS[type], SONNER_LIGHT_BACKGROUNDS[type]),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );
});
