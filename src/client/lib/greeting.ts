import { useQuery } from "@tanstack/react-query";
import { greetingName } from "@/domain/account/artist-name";
import { sessionQuery } from "./auth-client";
import { workspaceQuery } from "./workspace";

/** The name the Overview and the sidebar greet this person by (domain/account/artist-name.ts). */
export function useGreetingName(): string {
  const user = useQuery(sessionQuery).data?.user;
  // Asked only for someone signed in: a visitor on their way to /auth asks for nothing more.
  const memberRole = useQuery({ ...workspaceQuery, enabled: Boolean(user) }).data?.memberRole;
  return greetingName(user ?? {}, memberRole === undefined || memberRole === "owner");
}
