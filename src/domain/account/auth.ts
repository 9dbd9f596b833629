import { z } from "zod";
import { VALID_EMAIL } from "../i18n/field-words";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords";
import { artistNameSchema, personNameSchema } from "./profile";
import { ACCOUNT_REFUSALS as R } from "./refusals";

export const signInSchema = z.object({
  email: z.email(refusal(VALID_EMAIL)),
  password: z.string().min(1, refusal(R.enterPassword)),
});

/** Sign-up asks for the person's name and the act's: a tour manager is not the band. */
export const signUpSchema = z.object({
  name: personNameSchema,
  artistName: artistNameSchema,
  email: z.email(refusal(VALID_EMAIL)),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, {
      error: () => say(R.passwordMin, { min: MIN_PASSWORD_LENGTH }),
    })
    .max(MAX_PASSWORD_LENGTH, {
      error: () => say(R.passwordMax, { max: MAX_PASSWORD_LENGTH }),
    }),
});

/**
 * Sign-up through an invitation asks only the person's name: they join someone else's act,
 * and the workspace made for them is named after them (server/auth.ts). The form's empty
 * artist name is not checked, and not sent.
 */
export const invitedSignUpSchema = signUpSchema.extend({ artistName: z.string() });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Forgot password: the address a reset link goes to. */
export const requestResetSchema = z.object({
  email: z.email(refusal(VALID_EMAIL)),
});

/** The new password a reset link sets, typed twice. */
export const newPasswordSchema = z
  .object({
    newPassword: signUpSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: () => say(R.twoPasswordsDiffer),
    path: ["confirmPassword"],
  });

export type RequestResetInput = z.infer<typeof requestResetSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
