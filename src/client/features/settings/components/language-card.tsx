import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { isLocale, LOCALE_NAMES, LOCALES } from "@/domain/i18n/locales";
import { profileQuery } from "../api/profile";
import { useLocaleSetting } from "../api/use-profile-mutations";

const FROM_BROWSER = "browser";

/**
 * The language Tribe speaks to this person (issue 55): every page, and the mail, PDFs and
 * notifications made for them. Unset follows the browser. Each language is named in itself.
 */
export function LanguageCard() {
  const profile = useQuery(profileQuery);
  const save = useLocaleSetting();
  const value = profile.data?.locale ?? FROM_BROWSER;
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">
          {t({ id: "settings.language.title", defaultMessage: "Language" })}
        </CardTitle>
        <CardDescription>
          {t({
            id: "settings.language.description",
            defaultMessage:
              "The language Tribe speaks to you: on every page, in PDFs, emails and notifications.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Label htmlFor="locale">
          {t({ id: "settings.language.label", defaultMessage: "Language" })}
        </Label>
        <select
          id="locale"
          className="mt-1 block h-9 rounded-md border bg-background px-2 text-sm"
          value={value}
          disabled={!profile.data || save.isPending}
          onChange={(e) => {
            const next = isLocale(e.target.value) ? e.target.value : null;
            save.mutate(next, {
              onSuccess: () =>
                toast.success(
                  t({ id: "settings.language.saved", defaultMessage: "Language saved" }),
                ),
              onError: (err) =>
                toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                  description: err.message,
                }),
            });
          }}
        >
          <option value={FROM_BROWSER}>
            {t({ id: "settings.language.browser", defaultMessage: "As my browser" })}
          </option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </CardContent>
    </Card>
  );
}
