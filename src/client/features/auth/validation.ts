import { zodResolver } from "@hookform/resolvers/zod";
import { signInSchema, signUpSchema } from "@/domain/account/auth";

// Loaded on first use by the auth forms (lib/lazy-resolver.ts): zod stays off /auth's first load.
export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
