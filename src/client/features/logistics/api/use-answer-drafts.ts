import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { t } from "@/client/i18n/t";
import { queryKeys } from "@/client/lib/query-keys";
import { answerBaseline } from "../components/advance-answer";
import { type AdvanceLinkView, linkWrites } from "./advances";

type Item = AdvanceLinkView["items"][number];
export const initialOf = (item: Item) => item.proposed ?? item.agreed;

/**
 * Answers typed and not yet saved, with one Save for the page (issue 47: two dozen Save
 * buttons lost what was typed beside the one pressed). The page asks before leaving them.
 */
export function useAnswerDrafts(items: readonly Item[], token: string) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unsaved = items.filter(
    (i) => i.key in drafts && drafts[i.key] !== answerBaseline(i.kind, initialOf(i)),
  );
  const save = useMutation({
    mutationFn: async () => {
      const failed: Record<string, string> = {};
      const saved: string[] = [];
      // One at a time, each on its own: one refused answer keeps only itself unsaved.
      for (const item of unsaved) {
        try {
          await linkWrites.answer({ token, key: item.key, value: drafts[item.key] ?? "" });
          saved.push(item.key);
        } catch (err) {
          failed[item.key] =
            err instanceof Error
              ? err.message
              : t({ id: "logistics.advanceLink.notSaved", defaultMessage: "Not saved" });
        }
      }
      return { saved, failed };
    },
    onSuccess: ({ saved, failed }) => {
      setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !saved.includes(k))));
      setErrors(failed);
      void queryClient.invalidateQueries({ queryKey: queryKeys.logistics.advanceLink(token) });
      const notSaved = Object.keys(failed).length;
      if (notSaved)
        toast.error(t({ id: "logistics.advanceLink.notSaved", defaultMessage: "Not saved" }), {
          description: t(
            {
              id: "logistics.advanceLink.needALook",
              defaultMessage: "{count} answers need a look",
            },
            { count: notSaved },
          ),
        });
      else
        toast.success(
          t(
            {
              id: "logistics.advanceLink.saved",
              defaultMessage: "{count, plural, one {Answer saved} other {# answers saved}}",
            },
            { count: saved.length },
          ),
        );
    },
  });
  return {
    unsaved: unsaved.length,
    errors,
    change: (key: string, value: string) => setDrafts((d) => ({ ...d, [key]: value })),
    save,
  };
}
