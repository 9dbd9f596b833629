import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messageFormatter } from "./messages";
import { withWords } from "./words";
import { refusal } from "./zod-words";

const required = { id: "test.zodWords.required", defaultMessage: "Enter a name" };
const name = z.string().min(1, refusal(required));

describe("a zod refusal", () => {
  it("is written in the language of the parse, not of the schema's making", () => {
    const spanish = messageFormatter("es", { [required.id]: "Escribe un nombre" });
    const issue = (language?: typeof spanish) => {
      const parse = () => name.safeParse("").error?.issues[0]?.message;
      return language ? withWords(language, parse) : parse();
    };
    expect(issue(spanish)).toBe("Escribe un nombre");
    expect(issue()).toBe("Enter a name");
  });
});
