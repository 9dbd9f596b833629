import crypto from "node:crypto";
import { type Account, call } from "./client";
import { keptCookies } from "./second-factor";
import type { TestApp } from "./test-app";

/**
 * A software WebAuthn authenticator (ES256, attestation "none"), written here from the
 * WebAuthn spec rather than taken from the library under test, so the API tests can send real
 * registration and sign-in answers — and choose what the authenticator says about its user:
 * flags 0x01 (user present only: a key that was touched, no PIN or biometric) or 0x05 (user
 * present and verified).
 */

const ORIGIN = "http://localhost:3000";
const RP_ID = "localhost";

export const USER_PRESENT = 0x01;
export const USER_VERIFIED = 0x04;
const ATTESTED_DATA = 0x40;

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => crypto.createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin: ORIGIN, crossOrigin: false }));
}

export class SoftwareAuthenticator {
  private readonly keys = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  private readonly credentialId = crypto.randomBytes(16);
  private signCount = 0;

  /** What the authenticator reports: USER_PRESENT, with or without USER_VERIFIED. */
  constructor(public flags: number) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer to `navigator.credentials.create()` for registration options' challenge. */
  register(challenge: string) {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(RP_ID),
      Buffer.from([this.flags | ATTESTED_DATA]),
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData("webauthn.create", challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to `navigator.credentials.get()`: authenticator data signed with the key. */
  authenticate(challenge: string) {
    this.signCount += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.signCount);
    const authData = Buffer.concat([sha256(RP_ID), Buffer.from([this.flags]), count]);
    const data = clientData("webauthn.get", challenge);
    const signature = crypto.sign(
      "sha256",
      Buffer.concat([authData, sha256(data)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}

/** Settings' "Add a passkey": the options, then the device's answer, with `a`'s session. */
export async function addPasskey(t: TestApp, a: Account, device: SoftwareAuthenticator) {
  const options = await call(t, "GET", "/api/auth/passkey/generate-register-options", {
    cookie: a.cookie,
  });
  if (options.status !== 200) throw new Error(`register options: ${options.text}`);
  return call(t, "POST", "/api/auth/passkey/verify-registration", {
    cookie: keptCookies(a.cookie, options.headers),
    json: { response: device.register(options.data.challenge), name: "Test key" },
  });
}

/** "Use a passkey" on the sign-in page: the answer, the options asked, the cookies kept. */
export async function signInWithPasskey(t: TestApp, device: SoftwareAuthenticator) {
  const begin = await call(t, "GET", "/api/auth/passkey/generate-authenticate-options");
  if (begin.status !== 200) throw new Error(`authenticate options: ${begin.text}`);
  const challenge = keptCookies("", begin.headers);
  const res = await call(t, "POST", "/api/auth/passkey/verify-authentication", {
    cookie: challenge,
    json: { response: device.authenticate(begin.data.challenge) },
  });
  return { ...res, options: begin.data, cookie: keptCookies(challenge, res.headers) };
}
