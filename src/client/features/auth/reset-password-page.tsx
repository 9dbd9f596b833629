import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { BrandMark } from "@/client/components/brand-mark";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { ForgotPassword } from "./forgot-password";
import { NewPasswordForm } from "./new-password-form";

/**
 * /reset-password: without a token, 'Forgot password?' (a link by email, or how to reset
 * without mail); with the token a mailed link carries, the form that sets the new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  usePageTitle(
    token
      ? t({ id: "auth.reset.chooseTitle", defaultMessage: "Choose a new password" })
      : t({ id: "auth.reset.forgotTitle", defaultMessage: "Forgot password" }),
  );
  return (
    <AuthCard
      title={
        token
          ? t({ id: "auth.reset.chooseTitle", defaultMessage: "Choose a new password" })
          : t({ id: "auth.reset.forgotHeading", defaultMessage: "Forgot your password?" })
      }
      description={
        token
          ? t({
              id: "auth.reset.chooseText",
              defaultMessage:
                "Type it twice. Every device signed in to your account is signed out.",
            })
          : t({
              id: "auth.reset.forgotText",
              defaultMessage: "It happens. Here is how to get back in.",
            })
      }
    >
      {token ? <NewPasswordForm token={token} /> : <ForgotPassword />}
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          {t({ id: "auth.reset.backToSignIn", defaultMessage: "Back to sign in" })}
        </Link>
      </p>
    </AuthCard>
  );
}

function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-violet-50 via-background to-fuchsia-50 p-4">
      <div className="w-full max-w-md space-y-6">
        <Link
          to="/"
          className="flex justify-center rounded-md text-xl"
          aria-label={t({ id: "auth.page.home", defaultMessage: "Tribe home" })}
        >
          <BrandMark />
        </Link>
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold leading-none">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
