import { toast } from "sonner";
import { type Message, t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";

/** docs/product.md §8.3's texts, word for word. */
const SUCCESS = {
  create: { id: "marketing.toast.created", defaultMessage: "Campaign created successfully" },
  update: { id: "marketing.toast.updated", defaultMessage: "Campaign updated successfully" },
  delete: { id: "marketing.toast.deleted", defaultMessage: "Campaign deleted successfully" },
} as const satisfies Record<string, Message>;
const FAILURE = {
  create: { id: "marketing.toast.createFailed", defaultMessage: "Failed to create campaign" },
  update: { id: "marketing.toast.updateFailed", defaultMessage: "Failed to update campaign" },
  delete: { id: "marketing.toast.deleteFailed", defaultMessage: "Failed to delete campaign" },
} as const satisfies Record<string, Message>;

type Action = keyof typeof SUCCESS;

/** The spec's success text of an action, in the reader's language. */
export const campaignSuccessText = (action: Action) => t(SUCCESS[action]);

/** The toast's title over a success text. */
export const successTitle = () => t({ id: "marketing.toast.success", defaultMessage: "Success" });

/**
 * A refusal from the server (or an unreachable one) is the action's own failure; anything
 * else is a bug on our side and gets the spec's generic message.
 */
export function toastFailure(action: Action, err: unknown) {
  const description =
    err instanceof ApiRequestError
      ? t(FAILURE[action])
      : t({ id: "marketing.toast.unexpected", defaultMessage: "An unexpected error occurred" });
  toast.error(t({ id: "common.error", defaultMessage: "Error" }), { description });
}
