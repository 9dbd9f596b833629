import { z } from "zod";
import { VALID_EMAIL } from "../i18n/field-words";
import { say } from "../i18n/words";
import { choice, optionalText, requiredText } from "./fields";
import { MERCH_REFUSALS as R } from "./refusals";

/** Who makes the merch: designers draw it, print shops produce it. */
export const PARTNER_KINDS = ["designer", "print-shop", "other"] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export interface MerchPartner {
  id: string;
  name: string;
  kind: PartnerKind;
  contactName: string | null;
  email: string | null;
  website: string | null;
  notes: string | null;
  projectCount: number;
  productCount: number;
  createdAt: string;
}

const optionalEmail = optionalText(R.email, 254).pipe(
  z.email({ error: () => say(VALID_EMAIL) }).nullable(),
);

/** A website as typed ("studio.example" or a full URL); only http(s) links are kept. */
const optionalWebsite = optionalText(R.website, 300)
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .pipe(z.url({ protocol: /^https?$/, error: () => say(R.enterWebAddressHttps) }).nullable());

export const merchPartnerInputSchema = z.object({
  name: requiredText(R.name, 120),
  kind: choice(PARTNER_KINDS, R.chooseKind, "designer"),
  contactName: optionalText(R.contact, 120),
  email: optionalEmail,
  website: optionalWebsite,
  notes: optionalText(R.notes, 2000),
});
export type MerchPartnerFormValues = z.input<typeof merchPartnerInputSchema>;
export type MerchPartnerInput = z.output<typeof merchPartnerInputSchema>;

/**
 * Deleting a partner who has projects asks what happens to them: keep them (without a
 * partner) or delete them with the partner. Products only lose the link.
 */
const PARTNER_PROJECT_CHOICES = ["keep", "delete"] as const;
export type PartnerProjectChoice = (typeof PARTNER_PROJECT_CHOICES)[number];
export const partnerDeleteQuerySchema = z.object({
  projects: z.enum(PARTNER_PROJECT_CHOICES, { error: () => say(R.chooseKeepDelete) }).optional(),
});

export const partnerHasProjectsMessage = (count: number) =>
  `This partner has ${count} design project${count === 1 ? "" : "s"}: choose whether to keep or delete ${count === 1 ? "it" : "them"}`;
