import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords";

/** How long an emailed reset link works. */
export const RESET_LINK_MINUTES = 60;

/** The client page a reset link opens; the token rides in its query. */
export const RESET_PAGE_PATH = "/reset-password";

/** What anyone who asks for a link reads, whether the address has an account or not. */
export const RESET_REQUESTED_MESSAGE = `If an account uses that address, a link to choose a new password is on its way. It works for ${RESET_LINK_MINUTES} minutes.`;

/** The answer to a reset asked for on a server that sends no mail. */
export const RESET_WITHOUT_MAIL_MESSAGE =
  "This server sends no email. Ask the person who runs your Tribe to reset your password.";

export const INVALID_RESET_LINK_MESSAGE =
  "This reset link has expired or has already been used. Ask for a new one.";

export const requestResetSchema = z.object({
  email: z.email("Enter a valid email address"),
});

export const newPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "The two passwords differ",
    path: ["confirmPassword"],
  });

export type RequestResetInput = z.infer<typeof requestResetSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
