import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

/**
 * A component under test with what the app wraps it in: a query client (no retries, nothing
 * refetched behind the test's back; seed data with `client.setQueryData`) and the toaster.
 * There is no server in a component test: a request that does go out fails.
 */
export function renderWithQuery(ui: ReactNode, seed?: (client: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  seed?.(client);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}
