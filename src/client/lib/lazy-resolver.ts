import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { t } from "@/client/i18n/t";
import { NETWORK_MESSAGE } from "@/client/lib/network-message";

/**
 * A form resolver whose validation code (zod and the form's schema) is fetched on first use
 * rather than with the page: /auth shows its forms long before anyone submits one, and zod
 * is a quarter of what that page would otherwise download and run (issue 12). `preload`
 * starts the fetch early, e.g. when a field gets focus, so a submit rarely waits for it.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () => {
    loading ??= load().catch((err: unknown) => {
      // Not kept: the next focus or submit tries again.
      loading = undefined;
      throw err;
    });
    return loading;
  };
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
