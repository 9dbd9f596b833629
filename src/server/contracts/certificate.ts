import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import forge from "node-forge";
import type { Db } from "../db/client";
import { signingCertificates } from "../db/schema";

/**
 * The installation's own signing certificate (issue 39): self-signed X.509, made on first use
 * and kept in the database (one row) so every process, on PGlite or PostgreSQL, signs with
 * the same one across restarts. The private key is stored encrypted (AES-256-GCM) with a key
 * derived from the app's secret: a copy of the database alone cannot sign.
 */
const ROW_ID = "installation";
export const SIGNER_NAME = "Tribe contract signing";
const YEARS = 20;

const keyOf = (secret: string) =>
  crypto.createHmac("sha256", secret).update("tribe:contract-signing-key:v1").digest();

function encrypt(secret: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

function decrypt(secret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  const decipher = crypto.createDecipheriv("aes-256-gcm", keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString("utf8");
}

function makeCertificate() {
  // node:crypto makes the key pair in milliseconds; forge's own takes seconds.
  const { publicKey, privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  cert.serialNumber = `01${crypto.randomBytes(15).toString("hex")}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + YEARS);
  const subject = [
    { name: "commonName", value: SIGNER_NAME },
    { name: "organizationName", value: "Tribe" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), keyPem };
}

export interface SigningCertificate {
  certificatePem: string;
  keyPem: string;
}

/** Per database handle: a test process opens many databases; a server one. */
const cached = new WeakMap<Db, { secret: string; cert: SigningCertificate }>();

/** The certificate and its key; made and stored the first time (a race keeps the first row). */
export async function signingCertificate(db: Db, secret: string): Promise<SigningCertificate> {
  const known = cached.get(db);
  if (known && known.secret === secret) return known.cert;
  const read = async () => {
    const [row] = await db
      .select()
      .from(signingCertificates)
      .where(eq(signingCertificates.id, ROW_ID));
    return row;
  };
  let row = await read();
  if (!row) {
    const made = makeCertificate();
    await db
      .insert(signingCertificates)
      .values({
        id: ROW_ID,
        certificatePem: made.certificatePem,
        encryptedKey: encrypt(secret, made.keyPem),
      })
      .onConflictDoNothing();
    row = (await read())!;
  }
  const cert = { certificatePem: row.certificatePem, keyPem: decrypt(secret, row.encryptedKey) };
  cached.set(db, { secret, cert });
  return cert;
}

/** The certificate alone (verify needs no key): undefined before anything was ever signed. */
export async function installationCertificatePem(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ pem: signingCertificates.certificatePem })
    .from(signingCertificates)
    .where(eq(signingCertificates.id, ROW_ID));
  return row?.pem;
}

/** The certificate and key as a PKCS#12 file, as @signpdf's P12Signer takes them. */
export function toP12(cert: SigningCertificate, passphrase: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(cert.keyPem),
    [forge.pki.certificateFromPem(cert.certificatePem)],
    passphrase,
    { algorithm: "3des" },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}
