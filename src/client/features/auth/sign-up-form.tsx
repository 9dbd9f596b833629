import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { FormError } from "@/client/components/ui/form-error";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { authClient } from "@/client/lib/auth-client";
import { MIN_PASSWORD_LENGTH, type SignUpInput, signUpSchema } from "@/domain/auth";
import { authErrorMessage } from "./auth-errors";

/** Also upgrades a guest: better-auth links the demo session and we move its data over. */
export function SignUpForm({
  onDone,
  defaultArtistName,
}: {
  onDone: () => void;
  defaultArtistName?: string;
}) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { artistName: defaultArtistName ?? "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ artistName, email, password }) => {
    const { error } = await authClient.signUp.email({
      email,
      password,
      name: artistName,
      artistName,
    });
    if (error) {
      if (error.code === "PASSWORD_TOO_SHORT")
        return form.setError("password", { message: authErrorMessage(error) });
      return form.setError("root", { message: authErrorMessage(error) });
    }
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Artist name" error={errors.artistName?.message}>
        <Input autoComplete="nickname" {...form.register("artistName")} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
