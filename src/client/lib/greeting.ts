import { useQuery } from "@tanstack/react-query";
import { greetingName } from "@/domain/account/artist-name";
import { sessionQuery } from "./auth-client";
import { useWorkspace } from "./workspace";

/** The name the Overview and the sidebar greet this person by (domain/account/artist-name.ts). */
export function useGreetingName(): string {
  const user = useQuery(sessionQuery).data?.user;
  const memberRole = useWorkspace().data?.memberRole;
  return greetingName(user ?? {}, memberRole === undefined || memberRole === "owner");
}
