import { useState } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import type { VenueFormValues } from "@/domain/tours/venues";
import { findPlaces, type PlaceView } from "../api/places";

/**
 * Where the venue is (issue 40): its country, and a point the route measures from. Left
 * empty, the server looks the city up and places it only when the city is certain; "Find"
 * shows what the city can mean, to pick one, or says it is unknown, never guessing.
 */
export function VenueLocationFields({
  form,
  errors,
}: {
  form: UseFormReturn<VenueFormValues, unknown, unknown>;
  errors: FieldErrors<VenueFormValues>;
}) {
  const [found, setFound] = useState<PlaceView[] | null>(null);
  const [looking, setLooking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const place = (p: PlaceView) => {
    form.setValue("latitude", String(p.lat), { shouldDirty: true });
    form.setValue("longitude", String(p.lng), { shouldDirty: true });
    setFound(null);
  };
  const find = async () => {
    const { city, state, country } = form.getValues();
    setFailure(null);
    setLooking(true);
    try {
      const { places } = await findPlaces(city ?? "", state ?? "", country ?? "US");
      if (places.length === 1) place(places[0]!);
      else setFound(places);
    } catch (err) {
      setFailure(
        err instanceof Error
          ? err.message
          : t({
              id: "tours.venueLocation.lookupFailed",
              defaultMessage: "Failed to look up the city",
            }),
      );
    } finally {
      setLooking(false);
    }
  };
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">
        {t({ id: "tours.venueLocation.legend", defaultMessage: "Location" })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-[6rem_1fr_1fr_auto] sm:items-end">
        <FormField
          label={t({ id: "tours.venueLocation.country", defaultMessage: "Country" })}
          error={errors.country?.message}
        >
          <Input autoComplete="off" maxLength={2} {...form.register("country")} />
        </FormField>
        <FormField
          label={t({ id: "tours.venueLocation.latitude", defaultMessage: "Latitude" })}
          error={errors.latitude?.message}
        >
          <Input inputMode="decimal" {...form.register("latitude")} />
        </FormField>
        <FormField
          label={t({ id: "tours.venueLocation.longitude", defaultMessage: "Longitude" })}
          error={errors.longitude?.message}
        >
          <Input inputMode="decimal" {...form.register("longitude")} />
        </FormField>
        <Button type="button" variant="outline" onClick={find} disabled={looking}>
          {t({ id: "tours.venueLocation.find", defaultMessage: "Find" })}
        </Button>
      </div>
      {failure && <p className="text-sm text-destructive">{failure}</p>}
      {found?.length === 0 && (
        <p className="text-sm text-muted-foreground" role="status">
          {t({
            id: "tours.venueLocation.noPlace",
            defaultMessage:
              "No place of that name in this country. Check the spelling, or type the latitude and longitude.",
          })}
        </p>
      )}
      {found && found.length > 1 && (
        <div className="grid gap-1" role="status">
          <p className="text-sm text-muted-foreground">
            {t({
              id: "tours.venueLocation.several",
              defaultMessage: "Several places have that name: pick one.",
            })}
          </p>
          <ul className="flex flex-wrap gap-2">
            {found.map((p) => (
              <li key={`${p.lat},${p.lng}`}>
                <Button type="button" size="sm" variant="secondary" onClick={() => place(p)}>
                  {t(
                    {
                      id: "tours.venueLocation.place",
                      defaultMessage: "{city}, {state} ({population} people)",
                    },
                    { city: p.city, state: p.state, population: p.population },
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
