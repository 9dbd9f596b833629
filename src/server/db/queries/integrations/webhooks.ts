import type {
  CreateEndpointInput,
  DeliveriesAnswer,
  DeliveryAnswer,
  EndpointAnswer,
  EndpointWithSecretAnswer,
  UpdateEndpointInput,
} from "@/domain/integrations/webhooks";
import type { Db } from "../../client";

type Refusal = { fields: Record<string, string> } | { limit: string };

/** The workspace's endpoints, each with how its deliveries are doing. */
export async function listEndpoints(_db: Db, _workspaceId: string): Promise<EndpointAnswer[]> {
  throw new Error("not built yet");
}

/** A new endpoint with a new secret (shown in this answer, and again on rotation). */
export async function addEndpoint(
  _db: Db,
  _workspaceId: string,
  _userId: string,
  _input: CreateEndpointInput,
  _opts: { allowLoopback: boolean },
): Promise<EndpointWithSecretAnswer | Refusal> {
  throw new Error("not built yet");
}

export async function updateEndpoint(
  _db: Db,
  _workspaceId: string,
  _id: string,
  _input: UpdateEndpointInput,
  _opts: { allowLoopback: boolean },
): Promise<EndpointAnswer | Refusal | undefined> {
  throw new Error("not built yet");
}

export async function deleteEndpoint(_db: Db, _workspaceId: string, _id: string): Promise<boolean> {
  throw new Error("not built yet");
}

/** A new secret; the old one still signs for SECRET_GRACE_MS. */
export async function rotateSecret(
  _db: Db,
  _workspaceId: string,
  _id: string,
): Promise<EndpointWithSecretAnswer | undefined> {
  throw new Error("not built yet");
}

/** A test event to this endpoint alone, queued for the dispatcher at once. */
export async function pingEndpoint(
  _db: Db,
  _workspaceId: string,
  _id: string,
  _sentBy: string,
): Promise<{ deliveryId: string } | undefined> {
  throw new Error("not built yet");
}

export async function listDeliveries(
  _db: Db,
  _workspaceId: string,
  _id: string,
  _page: { before?: string; status?: string },
): Promise<DeliveriesAnswer | undefined> {
  throw new Error("not built yet");
}

/** "Send again": the same message (same id), due now, with a fresh 24 hours of retries. */
export async function retryDelivery(
  _db: Db,
  _workspaceId: string,
  _id: string,
  _deliveryId: string,
): Promise<DeliveryAnswer | undefined> {
  throw new Error("not built yet");
}
