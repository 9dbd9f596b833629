import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { BrandMark } from "@/client/components/brand-mark";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
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
  usePageTitle(token ? "Choose a new password" : "Forgot password");
  return (
    <AuthCard
      title={token ? "Choose a new password" : "Forgot your password?"}
      description={
        token
          ? "Type it twice. Every device signed in to your account is signed out."
          : "It happens. Here is how to get back in."
      }
    >
      {token ? <NewPasswordForm token={token} /> : <ForgotPassword />}
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
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
        <Link to="/" className="flex justify-center rounded-md text-xl" aria-label="Tribe home">
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
