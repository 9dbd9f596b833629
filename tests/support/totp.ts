import crypto from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The key bytes of an `otpauth://` URI's base32 secret, as an authenticator app reads it. */
export function secretOf(totpURI: string): Buffer {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  let bits = "";
  for (const ch of secret.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(ch);
    if (value < 0) throw new Error(`not base32: ${ch}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => Number.parseInt(b, 2)));
}

/**
 * RFC 6238 with its defaults (HMAC-SHA1, 30-second steps, 6 digits), written here from the
 * RFC rather than taken from the library under test, so a test checks the app against what
 * any authenticator app would show. `at` picks the moment (default now).
 */
export function totpCode(key: Buffer, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/**
 * The code of the next 30-second step, which the app shows next and the server already
 * accepts (one step either side): for a second sign-in right after enrolment, whose code
 * (the current step's) is spent, since each code is accepted once.
 */
export const nextCode = (key: Buffer) => totpCode(key, Date.now() + 30_000);
