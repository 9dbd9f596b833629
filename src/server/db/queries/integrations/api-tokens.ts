import type {
  CreatedTokenAnswer,
  CreateTokenInput,
  TokenAnswer,
} from "@/domain/integrations/tokens";
import type { Role } from "@/domain/team/roles";
import type { Db } from "../../client";

/** Who asks: the member, their own role, and whether they are the workspace's owner. */
export interface TokenReader {
  workspaceId: string;
  userId: string;
  role: Role;
}

/** The workspace's tokens the reader may see: owners everyone's, others their own. */
export async function listTokens(_db: Db, _reader: TokenReader): Promise<TokenAnswer[]> {
  throw new Error("not built yet");
}

/** A new token for the reader; its secret is in this answer only. */
export async function createToken(
  _db: Db,
  _reader: TokenReader,
  _input: CreateTokenInput,
): Promise<CreatedTokenAnswer | { fields: Record<string, string> } | { limit: string }> {
  throw new Error("not built yet");
}

/** Revokes (deletes) a token the reader may see; false when there is none. */
export async function revokeToken(_db: Db, _reader: TokenReader, _id: string): Promise<boolean> {
  throw new Error("not built yet");
}
