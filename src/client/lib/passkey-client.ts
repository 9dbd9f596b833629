import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/react";

/**
 * better-auth's passkey client, in a chunk of its own: the WebAuthn code it brings is loaded
 * only when someone signs in with a passkey or manages theirs, never with the app's shell.
 * Import it with `await import(...)`.
 */
export const passkeyAuth = createAuthClient({
  basePath: "/api/auth",
  plugins: [passkeyClient()],
});
