import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/client/components/page-header";
import { sessionQuery } from "@/client/lib/auth-client";
import { displayArtistName } from "@/domain/profile";

export function OverviewPage() {
  const session = useQuery(sessionQuery);
  return <PageHeader title={`Welcome Back, ${displayArtistName(session.data?.user.artistName)}`} />;
}
