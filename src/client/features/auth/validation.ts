import { zodResolver } from "@hookform/resolvers/zod";
import {
  invitedSignUpSchema,
  newPasswordSchema,
  requestResetSchema,
  signInSchema,
  signUpSchema,
} from "@/domain/account/auth";

// Loaded on first use by the auth forms (lib/lazy-resolver.ts): zod stays off /auth's first load.
export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const invitedSignUpResolver = zodResolver(invitedSignUpSchema);
export const requestResetResolver = zodResolver(requestResetSchema);
export const newPasswordResolver = zodResolver(newPasswordSchema);
