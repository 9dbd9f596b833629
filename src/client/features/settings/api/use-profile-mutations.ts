import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notePersonLocale } from "@/client/i18n/person-locale";
import { notePersonClock } from "@/client/lib/person-clock";
import { queryKeys } from "@/client/lib/query-keys";
import { localeMutation, profileQuery, timeFormatMutation, updateProfileMutation } from "./profile";

/**
 * The saved profile is the page's at once; the session carries the artist name too (the
 * sidebar and the Overview greet by it), so it is read again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutation,
    onSuccess: (data) => {
      queryClient.setQueryData(profileQuery.queryKey, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}

/** The person's clock: every page that prints a time reads it from the profile. */
export function useTimeFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    ...timeFormatMutation,
    onSuccess: (data) => {
      notePersonClock(data.timeFormat);
      queryClient.setQueryData(profileQuery.queryKey, data);
    },
  });
}

/**
 * The person's language: every page re-draws in it once its catalogue is here; the session,
 * which carries it to the next page load, is read again, and so are the notifications (the
 * bell's and Today's), whose titles the server writes in the reader's language.
 */
export function useLocaleSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    ...localeMutation,
    onSuccess: (data) => {
      queryClient.setQueryData(profileQuery.queryKey, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
      void queryClient.invalidateQueries({ queryKey: queryKeys.logistics.todayAll });
      notePersonLocale(data.locale);
    },
  });
}
