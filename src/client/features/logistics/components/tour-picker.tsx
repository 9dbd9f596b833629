import { Badge } from "@/client/components/ui/badge";
import { Label } from "@/client/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { TIMING_LABELS } from "@/domain/finances/summary";
import { type CalendarDate, type TourTiming, tourTiming } from "@/domain/tour-timing";

export interface TourOption {
  id: string;
  title: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

const timingVariant: Record<TourTiming, "default" | "secondary" | "outline"> = {
  active: "default",
  upcoming: "secondary",
  past: "outline",
};

function TimingBadge({ tour, now }: { tour: TourOption; now: Date }) {
  const timing = tourTiming(tour.startDate, tour.endDate, now);
  return <Badge variant={timingVariant[timing]}>{TIMING_LABELS[timing]}</Badge>;
}

/** docs/product.md §5.1: the tour selector; each tour carries its Upcoming / Past / Active badge. */
export function TourPicker({
  tours,
  value,
  onChange,
}: {
  tours: readonly TourOption[];
  value: string | null;
  onChange(tourId: string): void;
}) {
  const now = new Date();
  return (
    <div className="grid gap-1.5 sm:max-w-md">
      <Label htmlFor="finance-tour">Tour</Label>
      <Select value={value ?? ""} onValueChange={onChange}>
        <SelectTrigger id="finance-tour" className="w-full">
          <SelectValue placeholder="Select a tour" />
        </SelectTrigger>
        <SelectContent>
          {tours.map((t) => (
            <SelectItem key={t.id} value={t.id}>
              <span className="flex items-center gap-2">
                <span className="truncate">{t.title}</span>
                <TimingBadge tour={t} now={now} />
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
