import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notePersonClock } from "@/client/lib/person-clock";
import { queryKeys } from "@/client/lib/query-keys";
import { profileQuery, timeFormatMutation, updateProfileMutation } from "./profile";

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
