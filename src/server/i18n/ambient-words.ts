import { AsyncLocalStorage } from "node:async_hooks";
import { createMiddleware } from "hono/factory";
import { setAmbientWords } from "@/domain/i18n/words";
import type { AppEnv } from "../context";
import { type LocaleSource, requestTranslator } from "./request-locale";

/**
 * The domain's own words (`say`: zod's refusals, a rule's suggestion, a road line's
 * description) in the language of the request they answer (issue 55, ADR 0035), with no
 * translator handed down through every query: the request is kept in an AsyncLocalStorage
 * for its whole (asynchronous) life. Read when a word is written, so the person's choice
 * counts once the session middleware has read it, and Accept-Language before. Outside a
 * request (a timer's mail) the words are English unless `withWords` says otherwise.
 */
const requests = new AsyncLocalStorage<LocaleSource>();

setAmbientWords(() => {
  const c = requests.getStore();
  return c ? requestTranslator(c).formatter : undefined;
});

export const wordsOfRequest = createMiddleware<AppEnv>(async (c, next) => requests.run(c, next));
