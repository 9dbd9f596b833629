import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { t } from "@/client/i18n/t";
import { NETWORK_MESSAGE } from "@/client/lib/network-message";
import { loadOnce } from "./load-once";

/**
 * A form resolver whose validation code (zod and the form's schema) is fetched on first use
 * rather than with the page: /auth shows its forms long before anyone submits one, and zod
 * is a quarter of what that page would otherwise download and run (issue 12). `preload`
 * starts the fetch early, e.g. when a field gets focus, so a submit rarely waits for it.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  // A failed fetch is not kept: the next focus or submit tries again.
  const preload = loadOnce(load);
  const resolver: Resolver<T> = async (values, context, options) => {
    let validate: Resolver<T>;
    try {
      validate = await preload();
    } catch {
      const errors = {
        root: { type: "network", message: t(NETWORK_MESSAGE) },
      } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return validate(values, context, options);
  };
  return { resolver, preload: () => void preload().catch(() => {}) };
}
