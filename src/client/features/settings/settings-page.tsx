import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
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
import { LazyContractTemplateCard } from "@/client/contract/lazy";
import { t, tRich } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { type UpdateProfileInput, updateProfileSchema } from "@/domain/account/profile";
import { profileQuery } from "./api/profile";
import { useUpdateProfile } from "./api/use-profile-mutations";
import { AccountDataCard } from "./components/account-data-card";
import { ClockCard } from "./components/clock-card";
import { CurrencyCard } from "./components/currency-card";
import { LanguageCard } from "./components/language-card";
import { NotificationSettingsCard } from "./components/notification-settings-card";
import { PasskeysCard } from "./components/passkeys-card";
import { RequireTwoFactorCard } from "./components/require-two-factor-card";
import { TwoFactorCard } from "./components/two-factor-card";

export function SettingsPage() {
  const profile = useQuery(profileQuery);
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: "", artistName: "" },
  });
  const save = useUpdateProfile();
  const submit = (input: UpdateProfileInput) =>
    save.mutate(input, {
      onSuccess: (data) => {
        toast.success(t({ id: "settings.profile.saved", defaultMessage: "Profile saved" }), {
          description: t(
            {
              id: "settings.profile.savedDescription",
              defaultMessage: "Your artist name is now {artistName}.",
            },
            { artistName: data.artistName },
          ),
        });
      },
      onError: (err) => {
        const fields = err instanceof ApiRequestError ? err.fields : undefined;
        if (fields?.name) form.setError("name", { message: fields.name });
        if (fields?.artistName) form.setError("artistName", { message: fields.artistName });
        if (!fields?.name && !fields?.artistName)
          toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
            description: err.message,
          });
      },
    });

  useEffect(() => {
    if (profile.data)
      form.reset({ name: profile.data.name ?? "", artistName: profile.data.artistName ?? "" });
  }, [profile.data, form]);

  return (
    <>
      <PageHeader
        title={t({ id: "settings.page.title", defaultMessage: "Settings" })}
        description={t({
          id: "settings.page.description",
          defaultMessage: "How you appear in Tribe.",
        })}
      />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle as="h2">
            {t({ id: "settings.profile.title", defaultMessage: "Profile" })}
          </CardTitle>
          <CardDescription>
            {profile.data?.isAnonymous
              ? tRich(
                  {
                    id: "settings.profile.demo",
                    defaultMessage:
                      "You are using the demo. <link>Create an account</link> to keep your data.",
                  },
                  {
                    link: (chunks) => (
                      <Link className="text-primary underline" to="/auth?mode=sign-up">
                        {chunks}
                      </Link>
                    ),
                  },
                )
              : profile.data?.email}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={profile}
            errorText={t({
              id: "settings.profile.loadError",
              defaultMessage: "Failed to load your profile",
            })}
          >
            {() => (
              <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
                <FormField
                  label={t({ id: "settings.profile.name", defaultMessage: "Your name" })}
                  error={form.formState.errors.name?.message}
                  hint={t({
                    id: "settings.profile.nameHint",
                    defaultMessage: "What your team sees in Activity and on the Team page",
                  })}
                >
                  <Input autoComplete="name" {...form.register("name")} />
                </FormField>
                <FormField
                  label={t({ id: "settings.profile.artistName", defaultMessage: "Artist name" })}
                  error={form.formState.errors.artistName?.message}
                  hint={t({
                    id: "settings.profile.artistNameHint",
                    defaultMessage: "Your act or band: the name of the workspace you made",
                  })}
                >
                  <Input {...form.register("artistName")} />
                </FormField>
                <Button type="submit" className="justify-self-start" disabled={save.isPending}>
                  {save.isPending
                    ? t({ id: "settings.profile.saving", defaultMessage: "Saving..." })
                    : t({ id: "settings.profile.save", defaultMessage: "Save" })}
                </Button>
              </form>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <div className="mt-6">
        <NotificationSettingsCard />
      </div>
      <div className="mt-6">
        <CurrencyCard />
      </div>
      {profile.data ? (
        <div className="mt-6 grid gap-6">
          <TwoFactorCard isGuest={profile.data.isAnonymous} />
          {!profile.data.isAnonymous && <PasskeysCard />}
          <RequireTwoFactorCard />
          <LanguageCard />
          <ClockCard />
          <LazyContractTemplateCard />
          <AccountDataCard isGuest={profile.data.isAnonymous} />
        </div>
      ) : null}
    </>
  );
}
