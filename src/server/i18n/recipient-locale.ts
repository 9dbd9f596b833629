import { eq, sql } from "drizzle-orm";
import type { Locale } from "@/domain/i18n/locales";
import type { Db } from "../db/client";
import { user } from "../db/schema/auth";
import { mailLocale } from "./request-locale";

/**
 * The language a mail to `email` is written in (request-locale.ts, mailLocale): the language
 * its account chose, when the address has one and chose one, else `fallback` (the sender's
 * request's). Addresses are compared without case, as accounts are found by them.
 */
export async function recipientLocale(db: Db, email: string, fallback: Locale): Promise<Locale> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return mailLocale(row?.locale, fallback);
}
