import { toast } from "sonner";
import { ApiRequestError } from "@/client/lib/api-client";

/** docs/product.md §8.3's texts, word for word. */
export const campaignSuccessText = {
  create: "Campaign created successfully",
  update: "Campaign updated successfully",
  delete: "Campaign deleted successfully",
} as const;
const FAILURE = {
  create: "Failed to create campaign",
  update: "Failed to update campaign",
  delete: "Failed to delete campaign",
} as const;
const UNEXPECTED_ERROR = "An unexpected error occurred";

type Action = keyof typeof campaignSuccessText;

/**
 * A refusal from the server (or an unreachable one) is the action's own failure; anything
 * else is a bug on our side and gets the spec's generic message.
 */
export function toastFailure(action: Action, err: unknown) {
  const description = err instanceof ApiRequestError ? FAILURE[action] : UNEXPECTED_ERROR;
  toast.error("Error", { description });
}
