import crypto from "node:crypto";
import { verifyPassword } from "better-auth/crypto";

/**
 * How a password is hashed. A server always keeps better-auth's own: scrypt with N = 16,384
 * and r = 16, 32 MB and ~160 ms of CPU per hash here by design, stored as `salt:key`.
 *
 * The API suite's in-process apps hashed 871 times per pass (and CI makes two passes): at that
 * cost, minutes of CI's two cores went on hashing alone
 * (docs/decisions/0043-test-password-cost.md). Those apps hash with the same scrypt at
 * 0.023 ms of CPU, marked `light$salt:key`, and still read a server's own
 * hashes (the reset-password command's, a fixture's). A server never writes nor accepts the
 * light form: better-auth reads its salt as `light$…` and the key never matches.
 */
export type PasswordHashing = "server" | "light-for-tests";

const LIGHT = "light$";
// The smallest scrypt that is still scrypt: the same code path, salt and key length.
const LIGHT_COST = { N: 16, r: 1, p: 1 } as const;
const KEY_LENGTH = 64;

const lightKey = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, LIGHT_COST, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

async function hashLight(password: string): Promise<string> {
  const salt = crypto.randomBytes(16).toString("hex");
  return `${LIGHT}${salt}:${(await lightKey(password, salt)).toString("hex")}`;
}

async function verifyLightOrServer({ hash, password }: { hash: string; password: string }) {
  if (!hash.startsWith(LIGHT)) return verifyPassword({ hash, password });
  const [salt, key] = hash.slice(LIGHT.length).split(":");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const actual = await lightKey(password, salt);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** better-auth's `emailAndPassword.password` for this setting: none (its own) on a server. */
export function passwordFunctions(hashing: PasswordHashing = "server") {
  return hashing === "light-for-tests"
    ? { hash: hashLight, verify: verifyLightOrServer }
    : undefined;
}
