import { mutationOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { DeleteAccountInput, TimeFormat, UpdateProfileInput } from "@/domain/account/profile";
import type { Locale } from "@/domain/i18n/locales";

export { profileQuery } from "@/client/lib/profile-query";

export const timeFormatMutation = mutationOptions({
  mutationFn: (timeFormat: TimeFormat | null) =>
    unwrap(api.profile["time-format"].$put({ json: { timeFormat } }), {
      id: "settings.profile.saveClockFailed",
      defaultMessage: "Failed to save your clock",
    }),
});

export const localeMutation = mutationOptions({
  mutationFn: (locale: Locale | null) =>
    unwrap(api.profile.locale.$put({ json: { locale } }), {
      id: "settings.profile.saveLanguageFailed",
      defaultMessage: "Failed to save your language",
    }),
});

export const updateProfileMutation = mutationOptions({
  mutationFn: (input: UpdateProfileInput) =>
    unwrap(api.profile.$patch({ json: input }), {
      id: "settings.profile.saveProfileFailed",
      defaultMessage: "Failed to save your profile",
    }),
});

export const deleteAccountMutation = mutationOptions({
  mutationFn: (input: DeleteAccountInput) =>
    unwrap(api.profile.$delete({ json: input }), {
      id: "settings.profile.deleteAccountFailed",
      defaultMessage: "Failed to delete your account",
    }),
});

/** Same-origin link: the browser sends the session cookie and saves the file it answers. */
export const ACCOUNT_EXPORT_URL = "/api/profile/export";
