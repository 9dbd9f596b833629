import { Badge } from "@/client/components/ui/badge";
import { Label } from "@/client/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { t } from "@/client/i18n/t";
import { tourStatusLabel } from "@/domain/tours/tour-status";

export interface TourOption {
  id: string;
  title: string;
  /** As the server derives it (tourStatus): the word the Tours list and the Overview show. */
  status: string;
}

const statusVariant: Record<string, "default" | "secondary" | "outline"> = {
  active: "default",
  planning: "secondary",
};

/** docs/product.md §5.1: the tour selector (Logistics & Finances, Party & pay); each tour carries its status, as on every page. */
export function TourPicker({
  tours,
  value,
  onChange,
  id = "finance-tour",
}: {
  tours: readonly TourOption[];
  value: string | null;
  onChange(tourId: string): void;
  /** The select's id, unique on its page. */
  id?: string;
}) {
  return (
    <div className="grid gap-1.5 sm:max-w-md">
      <Label htmlFor={id}>{t({ id: "components.tourPicker.label", defaultMessage: "Tour" })}</Label>
      <Select value={value ?? ""} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue
            placeholder={t({
              id: "components.tourPicker.placeholder",
              defaultMessage: "Select a tour",
            })}
          />
        </SelectTrigger>
        <SelectContent>
          {tours.map((tour) => (
            <SelectItem key={tour.id} value={tour.id}>
              <span className="flex items-center gap-2">
                <span className="truncate">{tour.title}</span>
                <Badge variant={statusVariant[tour.status] ?? "outline"}>
                  {tourStatusLabel(tour.status)}
                </Badge>
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
