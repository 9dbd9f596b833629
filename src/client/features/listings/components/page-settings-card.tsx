import { zodResolver } from "@hookform/resolvers/zod";
import { ExternalLink } from "lucide-react";
import { useEffect, useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { t, tRich } from "@/client/i18n/t";
import { showServerErrors } from "@/client/lib/server-errors";
import { cn } from "@/client/lib/utils";
import type { ListingsAnswer } from "@/domain/listings/listing-answer";
import { type DatesPageInput, datesPageInputSchema } from "@/domain/listings/listing-input";
import { publicPath, publicUrl, useSavePage } from "../api/listings";
import { CopyField } from "./copy-field";
import { useSlugStatus } from "./use-slug-status";

type PageValues = DatesPageInput;

const TONE = { ok: "text-success", bad: "text-destructive", pending: "text-muted-foreground" };

/** Where the saved page stands: its address to share when on, what fans meet when off. */
function PageStanding({ page }: { page: ListingsAnswer["page"] }) {
  if (!page) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({
          id: "listings.pageSettings.notPublished",
          defaultMessage:
            "Not published yet: until you save the page turned on, no address answers.",
        })}
      </p>
    );
  }
  if (!page.enabled) {
    return (
      <p className="text-sm text-muted-foreground">
        {t(
          {
            id: "listings.pageSettings.off",
            defaultMessage:
              "The page is off: {address} answers “not found” to everyone, fans and search engines alike.",
          },
          { address: `${window.location.origin}${publicPath(page.slug)}` },
        )}
      </p>
    );
  }
  const url = publicUrl(page.slug);
  return (
    <div className="grid gap-2">
      <CopyField
        label={t({ id: "listings.pageSettings.address", defaultMessage: "Your page's address" })}
        value={url}
      />
      <div>
        <Button variant="outline" asChild>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {tRich(
              {
                id: "listings.pageSettings.open",
                defaultMessage: "Open the page<sr> (opens in a new tab)</sr>",
              },
              { sr: (chunks) => <span className="sr-only">{chunks}</span> },
            )}
          </a>
        </Button>
      </div>
    </div>
  );
}

/**
 * The page itself (issue 52 item 5): on or off, its address (checked as it is typed) and the
 * act's name as fans read it. Before the first save it starts from the server's suggestion.
 */
export function PageSettingsCard({ data }: { data: ListingsAnswer }) {
  const saved = data.page;
  const values: PageValues = saved ?? { enabled: false, ...data.suggestion };
  const form = useForm<PageValues>({
    resolver: zodResolver(datesPageInputSchema),
    defaultValues: values,
  });
  // A save (or another manager's) comes back as the server keeps it (trimmed, lowercased).
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`
  useEffect(() => form.reset(values), [key, form]);
  const save = useSavePage();
  const slug = useWatch({ control: form.control, name: "slug" }) ?? "";
  const status = useSlugStatus(slug, saved?.slug ?? null);
  const { errors, isSubmitting } = form.formState;
  const slugId = useId();
  const switchId = useId();
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t({ id: "listings.pageSettings.saved", defaultMessage: "Page saved" }), {
        description: input.enabled
          ? t(
              { id: "listings.pageSettings.savedOn", defaultMessage: "Fans can open it at {url}" },
              { url: publicUrl(input.slug) },
            )
          : t({
              id: "listings.pageSettings.savedOff",
              defaultMessage: "It is off: its address answers “not found”.",
            }),
      });
    } catch (err) {
      // A taken address comes back as a 400 naming `slug`: the message lands beside it.
      showServerErrors(form, err as Error);
    }
  });
  const slugMessage = errors.slug?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          {t({ id: "listings.pageSettings.title", defaultMessage: "Your dates page" })}
        </CardTitle>
        <CardDescription>
          {t({
            id: "listings.pageSettings.description",
            defaultMessage:
              "One page of your public shows, at an address you choose. Readable with no account and no JavaScript.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={submit}
          aria-label={t({ id: "listings.pageSettings.form", defaultMessage: "Dates page" })}
        >
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <div className="flex min-h-11 items-center gap-3">
                <Switch
                  id={switchId}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
                <Label htmlFor={switchId}>
                  {t({ id: "listings.pageSettings.public", defaultMessage: "Public page" })}
                </Label>
                {/* The switch's state in words too, not in the thumb's side alone. */}
                <span className="text-sm text-muted-foreground" aria-hidden="true">
                  {field.value
                    ? t({ id: "listings.pageSettings.on", defaultMessage: "On" })
                    : t({ id: "listings.pageSettings.offSwitch", defaultMessage: "Off" })}
                </span>
              </div>
            )}
          />
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={slugId}>
              {t({ id: "listings.pageSettings.slug", defaultMessage: "Address" })}
            </Label>
            <div className="flex min-w-0 flex-wrap items-center gap-x-1 gap-y-1.5">
              <span className="break-all text-sm text-muted-foreground">
                {`${window.location.origin}/dates/`}
              </span>
              <Input
                id={slugId}
                autoComplete="off"
                spellCheck={false}
                className="min-w-0 flex-1 basis-40"
                aria-invalid={slugMessage ? true : undefined}
                aria-describedby={`${slugId}-status`}
                {...form.register("slug")}
              />
            </div>
            {slugMessage ? (
              <p id={`${slugId}-status`} role="alert" className="text-sm text-destructive">
                {slugMessage}
              </p>
            ) : (
              <p
                id={`${slugId}-status`}
                role="status"
                className={cn("min-h-5 text-sm", status ? TONE[status.tone] : "")}
              >
                {status?.text}
              </p>
            )}
          </div>
          <FormField
            label={t({ id: "listings.pageSettings.name", defaultMessage: "Name as fans read it" })}
            hint={t({
              id: "listings.pageSettings.nameHint",
              defaultMessage: "The page's heading and the name on the listings sites' uploads",
            })}
            error={errors.title?.message}
          >
            <Input autoComplete="off" {...form.register("title")} />
          </FormField>
          <div>
            <Button type="submit" className="h-11 max-sm:w-full" disabled={isSubmitting}>
              {isSubmitting
                ? t({ id: "listings.pageSettings.saving", defaultMessage: "Saving..." })
                : t({ id: "listings.pageSettings.save", defaultMessage: "Save page" })}
            </Button>
          </div>
        </form>
        <PageStanding page={saved} />
      </CardContent>
    </Card>
  );
}
