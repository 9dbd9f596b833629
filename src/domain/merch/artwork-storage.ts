import { say } from "../i18n/words";
import { formatFileSize } from "./artwork-files";

const MB = 1024 * 1024;

/**
 * Artwork an account may keep: the sum of its proofs' sizes (thumbnails are the server's and
 * do not count). The numbers and why: docs/decisions/0008-threat-model.md.
 */
export const ACCOUNT_STORAGE_BYTES = 500 * MB;
/** A demo guest's, for at most 3 days: enough to try a few real proofs. */
export const GUEST_STORAGE_BYTES = 10 * MB;

export const storageLimitFor = (isGuest: boolean) =>
  isGuest ? GUEST_STORAGE_BYTES : ACCOUNT_STORAGE_BYTES;

export interface StorageUsage {
  usedBytes: number;
  limitBytes: number;
}

/** A limit reads as a round figure: "500 MB", not "500.0 MB". */
const formatLimit = (bytes: number) => formatFileSize(bytes).replace(/\.0 /, " ");

/** "18.2 MB of 500 MB used". */
export const storageUsageText = ({ usedBytes, limitBytes }: StorageUsage) =>
  say(
    { id: "merch.storage.used", defaultMessage: "{used} of {limit} used" },
    { used: formatFileSize(usedBytes), limit: formatLimit(limitBytes) },
  );

/** Whether a file of this size still fits. */
export const fitsInStorage = (usage: StorageUsage, fileBytes: number) =>
  usage.usedBytes + fileBytes <= usage.limitBytes;

/** The refusal of an upload that does not fit: what is used, the limit, and what to do. */
export function storageFullMessage(usage: StorageUsage, fileBytes: number, isGuest: boolean) {
  const advice = isGuest
    ? say(
        {
          id: "merch.storage.guestAdvice",
          defaultMessage:
            "Delete proofs you no longer need, or create an account to keep up to {limit}.",
        },
        { limit: formatLimit(ACCOUNT_STORAGE_BYTES) },
      )
    : say({
        id: "merch.storage.advice",
        defaultMessage: "Delete proofs you no longer need to make room.",
      });
  return say(
    {
      id: "merch.storage.full",
      defaultMessage: "Storage is full: {usage}, and this file is {size}. {advice}",
    },
    { usage: storageUsageText(usage), size: formatFileSize(fileBytes), advice },
  );
}
