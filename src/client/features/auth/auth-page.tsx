import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { BrandMark } from "@/client/components/brand-mark";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";
import { authClient, sessionQuery } from "@/client/lib/auth-client";
import { readStartIntent } from "@/client/lib/start-intent";
import { usePageTitle } from "@/client/lib/use-page-title";
import { useRefreshSession } from "./api/session";
import { authErrorMessage } from "./auth-errors";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Mode = "sign-in" | "sign-up";

export function AuthPage() {
  usePageTitle(t({ id: "auth.page.title", defaultMessage: "Sign in" }));
  const session = useQuery(sessionQuery);
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [demoBusy, setDemoBusy] = useState(false);
  const state = location.state as { from?: string; email?: string } | null;
  // The email typed on one tab follows the visitor to the other ('Sign in instead.'). An
  // invitation's join page hands over none: it knows the address only masked (issue 35 §1).
  const [carriedEmail, setCarriedEmail] = useState(state?.email ?? "");
  const mode: Mode = params.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  const wantsDemo = readStartIntent(location.search) === "demo";
  // Back where the visitor came from: a dashboard page, or an invitation to accept.
  const requested = state?.from ?? "/dashboard";
  const from =
    requested.startsWith("/dashboard") || requested.startsWith("/join/") ? requested : "/dashboard";
  const isGuest = Boolean(session.data?.user.isAnonymous);
  const demoStarted = useRef(false);

  const enter = async () => {
    await refreshSession();
    navigate(from, { replace: true });
  };

  const tryDemo = async () => {
    setDemoBusy(true);
    const { error } = await authClient.signIn.anonymous();
    setDemoBusy(false);
    if (error) {
      setParams({}, { replace: true });
      return toast.error(
        t({ id: "auth.page.demoFailed", defaultMessage: "Could not start the demo" }),
        { description: authErrorMessage(error) },
      );
    }
    await enter();
  };

  // 'View Demo' on the landing page: start the demo at once, no second click.
  const startDemoNow = wantsDemo && !session.isPending && !session.data;
  useEffect(() => {
    if (!startDemoNow || demoStarted.current) return;
    demoStarted.current = true;
    void tryDemo();
  });

  const switchTo = (next: Mode, email?: string) => {
    if (email !== undefined) setCarriedEmail(email);
    setParams(next === "sign-up" ? { mode: next } : {}, { replace: true });
  };

  // While the session loads, the forms show: they are what the pre-rendered HTML holds
  // (scripts/prerender.tsx), and a signed-in visitor moves on as soon as it is known.
  if (session.data && (!isGuest || wantsDemo)) return <Navigate to={from} replace />;
  if (wantsDemo && (session.isPending || startDemoNow || demoBusy)) {
    return (
      <main className="grid min-h-screen place-items-center p-4" aria-busy="true">
        <Spinner
          label={t({ id: "auth.page.preparingDemo", defaultMessage: "Preparing your demo..." })}
        />
      </main>
    );
  }

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
            <h1 className="text-xl font-semibold leading-none">
              {isGuest
                ? t({ id: "auth.page.keepDemo", defaultMessage: "Keep your demo tours" })
                : t({ id: "auth.page.welcome", defaultMessage: "Welcome to Tribe" })}
            </h1>
            <CardDescription>
              {isGuest
                ? t({
                    id: "auth.page.keepDemoText",
                    defaultMessage:
                      "Create an account and everything you made in the demo stays with you.",
                  })
                : t({
                    id: "auth.page.welcomeText",
                    defaultMessage: "Sign in to plan your tours, or create a free account.",
                  })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={mode} onValueChange={(v) => switchTo(v as Mode)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="sign-in">
                  {t({ id: "auth.page.signInTab", defaultMessage: "Sign In" })}
                </TabsTrigger>
                <TabsTrigger value="sign-up">
                  {t({ id: "auth.page.signUpTab", defaultMessage: "Sign Up" })}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm onDone={enter} defaultEmail={carriedEmail} />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm
                  // A guest's artist name arrives with the session, after the form first shows.
                  key={isGuest ? "guest" : "visitor"}
                  onDone={enter}
                  defaultArtistName={isGuest ? (session.data?.user.artistName ?? "") : ""}
                  defaultEmail={carriedEmail}
                  onSignInInstead={(email) => switchTo("sign-in", email)}
                  invited={from.startsWith("/join/")}
                />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        {!isGuest && (
          <div className="space-y-2 text-center">
            <p className="text-sm text-muted-foreground">
              {t({ id: "auth.page.justLooking", defaultMessage: "Just looking around?" })}
            </p>
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={tryDemo}
              disabled={demoBusy}
            >
              <Sparkles aria-hidden="true" />
              {demoBusy
                ? t({ id: "auth.page.preparingDemo", defaultMessage: "Preparing your demo..." })
                : t({ id: "auth.page.tryDemo", defaultMessage: "Try the demo" })}
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}
