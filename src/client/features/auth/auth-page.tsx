import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { authClient, sessionQuery } from "@/client/lib/auth-client";
import { queryKeys } from "@/client/lib/query-keys";
import { usePageTitle } from "@/client/lib/use-page-title";
import { authErrorMessage } from "./auth-errors";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export function AuthPage() {
  usePageTitle("Sign in");
  const session = useQuery(sessionQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [demoBusy, setDemoBusy] = useState(false);
  const mode = params.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  const from = (location.state as { from?: string } | null)?.from ?? "/dashboard";
  const isGuest = Boolean(session.data?.user.isAnonymous);

  const enter = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    navigate(from.startsWith("/dashboard") ? from : "/dashboard", { replace: true });
  };

  const tryDemo = async () => {
    setDemoBusy(true);
    const { error } = await authClient.signIn.anonymous();
    setDemoBusy(false);
    if (error)
      return toast.error("Could not start the demo", { description: authErrorMessage(error) });
    await enter();
  };

  if (session.isPending) return <Spinner className="min-h-screen" />;
  if (session.data && !isGuest) return <Navigate to="/dashboard" replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-violet-50 via-background to-fuchsia-50 p-4">
      <div className="w-full max-w-md space-y-6">
        <Link to="/" className="flex items-center justify-center gap-2 text-xl font-semibold">
          <span
            className="grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground"
            aria-hidden="true"
          >
            T
          </span>
          Tribe
        </Link>
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold leading-none">
              {isGuest ? "Keep your demo tours" : "Welcome to Tribe"}
            </h1>
            <CardDescription>
              {isGuest
                ? "Create an account and everything you made in the demo stays with you."
                : "Sign in to plan your tours, or create a free account."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs
              value={mode}
              onValueChange={(v) =>
                setParams(v === "sign-up" ? { mode: v } : {}, { replace: true })
              }
            >
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm onDone={enter} />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm onDone={enter} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        {!isGuest && (
          <div className="space-y-2 text-center">
            <p className="text-sm text-muted-foreground">Just looking around?</p>
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={tryDemo}
              disabled={demoBusy}
            >
              <Sparkles aria-hidden="true" />
              {demoBusy ? "Preparing your demo..." : "Try the demo"}
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}
