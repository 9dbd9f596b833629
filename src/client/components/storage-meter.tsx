import { useQuery } from "@tanstack/react-query";
import { Progress } from "@/client/components/ui/progress";
import { t } from "@/client/i18n/t";
import { storageUsageQuery } from "@/client/lib/storage-usage";
import { useCan } from "@/client/lib/workspace";
import { storageUsageText } from "@/domain/merch/artwork-storage";

/**
 * The workspace's artwork storage as a bar and "18.2 MB of 500 MB used". Nothing while it
 * loads or when it cannot be read: the upload itself still says when storage is full. Only
 * the roles that upload may read it: for an artist opening a design it is not even asked for
 * (a refused request is an error in the console and a wasted round trip).
 */
export function StorageMeter({ id, className }: { id?: string; className?: string }) {
  const mayRead = useCan()("GET /api/merch/storage");
  const { data } = useQuery({ ...storageUsageQuery, enabled: mayRead });
  if (!data) return null;
  const text = storageUsageText(data);
  const percent = data.limitBytes > 0 ? (data.usedBytes / data.limitBytes) * 100 : 0;
  return (
    <div id={id} className={className} data-testid="storage-meter">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-medium">
          {t({ id: "components.storageMeter.label", defaultMessage: "Artwork storage" })}
        </span>
        <span className="text-muted-foreground tabular-nums">{text}</span>
      </div>
      <Progress
        className="mt-1 h-1.5"
        value={percent}
        aria-label={t({ id: "components.storageMeter.label", defaultMessage: "Artwork storage" })}
        aria-valuetext={text}
      />
    </div>
  );
}
