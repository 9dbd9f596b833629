import { z } from "zod";
import { t } from "@/client/i18n/t";
import { SCOPE_AREAS } from "@/domain/integrations/scopes";
import { type CreateTokenInput, createTokenSchema } from "@/domain/integrations/tokens";
import {
  type AreaAccess,
  EXPIRY_CHOICES,
  type ExpiryChoice,
  expiryDay,
  latestExpiry,
  scopesOf,
  utcToday,
} from "./token-words";

const ACCESS = ["none", "read", "write"] as const satisfies readonly AreaAccess[];
const CHOICES = EXPIRY_CHOICES.map((c) => c.value) as [ExpiryChoice, ...ExpiryChoice[]];

/**
 * The new-token dialog's form: a grid of areas × access and an expiry choice, checked here as
 * the user sees them, then turned into what POST /api/tokens takes (the server checks again
 * with createTokenSchema). The grid's value is named `scopes` and the picked date `expiresOn`,
 * so a refusal of the server's lands on the same fields.
 */
export const newTokenFormSchema = z
  .object({
    name: createTokenSchema.shape.name,
    scopes: z.partialRecord(z.enum(SCOPE_AREAS), z.enum(ACCESS)),
    expiry: z.enum(CHOICES),
    expiresOn: z.string(),
  })
  .superRefine((form, ctx) => {
    if (scopesOf(form.scopes).length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["scopes"],
        message: t({
          id: "integrations.newToken.chooseArea",
          defaultMessage: "Choose at least one area",
        }),
      });
    if (form.expiry !== "date") return;
    const issue = (message: string) =>
      ctx.addIssue({ code: "custom", path: ["expiresOn"], message });
    if (!form.expiresOn)
      issue(
        t({
          id: "integrations.newToken.chooseLastDay",
          defaultMessage: "Choose the last day the token works",
        }),
      );
    else if (form.expiresOn < utcToday())
      issue(
        t({
          id: "integrations.newToken.dayFromToday",
          defaultMessage: "Choose a day from today on",
        }),
      );
    else if (form.expiresOn > latestExpiry())
      issue(
        t({
          id: "integrations.newToken.atMostYear",
          defaultMessage: "A token can last at most a year",
        }),
      );
  })
  .transform(
    (form): CreateTokenInput => ({
      name: form.name,
      scopes: scopesOf(form.scopes),
      expiresOn: expiryDay(form.expiry, form.expiresOn),
    }),
  );

export type NewTokenForm = z.input<typeof newTokenFormSchema>;

export const emptyNewToken = (): NewTokenForm => ({
  name: "",
  scopes: Object.fromEntries(SCOPE_AREAS.map((area) => [area, "none"])),
  expiry: "90",
  expiresOn: "",
});
