import crypto from "node:crypto";
import forge from "node-forge";
import { CONTRACT_KEYWORD } from "./contract-pdf";

/**
 * What a PDF given to the verify page carries (issue 39): the contract id we wrote into its
 * info dictionary, and whether its PKCS#7 signature covers all of its bytes, matches them,
 * and was made with the installation's certificate. Read only from the bytes: never trusts
 * what the file says of itself beyond what the signature proves.
 */
const ID_RE = new RegExp(
  `${CONTRACT_KEYWORD}:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`,
);
const BYTE_RANGE_RE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

export function contractIdIn(pdf: Buffer): string | undefined {
  return ID_RE.exec(pdf.toString("latin1"))?.[1];
}

export interface SignatureCheck {
  valid: boolean;
  signer: string | null;
}

/** Undefined when the file has no signature at all. */
export function checkSignature(
  pdf: Buffer,
  ourCertificatePem: string | undefined,
): SignatureCheck | undefined {
  const text = pdf.toString("latin1");
  const ranges = [...text.matchAll(BYTE_RANGE_RE)];
  const last = ranges.at(-1);
  if (!last) return undefined;
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  // The signature must cover the whole file but its own hex: bytes appended after signing
  // (an incremental update) are not vouched for.
  const covers = a === 0 && b < c && c + d === pdf.length && pdf[b] === 0x3c && pdf[c - 1] === 0x3e;
  if (!covers) return { valid: false, signer: null };
  try {
    // The placeholder is padded with zeros after the DER: parse the DER, leave the padding.
    const der = Buffer.from(text.slice(b + 1, c - 1), "hex").toString("binary");
    const fromDer = forge.asn1.fromDer as unknown as (
      bytes: string,
      options: { strict: boolean; parseAllBytes: boolean },
    ) => forge.asn1.Asn1;
    const message = forge.pkcs7.messageFromAsn1(
      fromDer(der, { strict: false, parseAllBytes: false }),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: {
        signature: string;
        digestAlgorithm: string;
        authenticatedAttributes: forge.asn1.Asn1[];
      };
    };
    const certificate = message.certificates[0];
    if (!certificate) return { valid: false, signer: null };
    const signer = (certificate.subject.getField("CN")?.value as string | undefined) ?? null;
    const { signature, digestAlgorithm, authenticatedAttributes } = message.rawCapture;
    const hash = forge.pki.oids[forge.asn1.derToOid(digestAlgorithm)]?.toLowerCase();
    if (!hash || !authenticatedAttributes) return { valid: false, signer };
    // The digest the signer signed must be the digest of the covered bytes.
    const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const digest = crypto.createHash(hash).update(signed).digest().toString("latin1");
    const digestAttr = authenticatedAttributes.find(
      (attr) =>
        forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) ===
        forge.pki.oids.messageDigest,
    );
    const attrValue = digestAttr
      ? (((digestAttr.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!
          .value as string)
      : undefined;
    // And the signature over those attributes must be the certificate's.
    const set = forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      authenticatedAttributes,
    );
    const verifier = crypto.createVerify(`RSA-${hash.toUpperCase()}`);
    verifier.update(Buffer.from(forge.asn1.toDer(set).getBytes(), "binary"));
    const pem = forge.pki.certificateToPem(certificate);
    const signatureOk = verifier.verify(pem, Buffer.from(signature, "binary"));
    const ours = ourCertificatePem !== undefined && samePem(pem, ourCertificatePem);
    return { valid: attrValue === digest && signatureOk && ours, signer };
  } catch {
    return { valid: false, signer: null };
  }
}

const samePem = (x: string, y: string) => x.replace(/\s+/g, "") === y.replace(/\s+/g, "");
