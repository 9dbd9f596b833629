import { Info } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { dismissMemberNotice, useMemberNotices } from "@/client/lib/member-notices";

/**
 * What someone else changed about the person's place in a party (removed from a workspace,
 * a new role): said once, at the top of whatever page they are on, until they dismiss it.
 */
export function MemberNoticeBanner() {
  const notices = useMemberNotices();
  if (notices.length === 0) return null;
  return (
    <div role="status" className="border-b bg-sky-50 text-sky-950">
      {notices.map((text) => (
        <div
          key={text}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm md:px-8"
        >
          <Info className="size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{text}</span>
          <Button size="sm" variant="outline" onClick={() => dismissMemberNotice(text)}>
            {t({ id: "app.memberNotice.dismiss", defaultMessage: "Dismiss" })}
          </Button>
        </div>
      ))}
    </div>
  );
}
