import type { MatrixContext, RouteFixture } from "./_matrix";

/** Personal access tokens (issue 53): each person's own, the owner sees everyone's. */

const tokenBody = (name: string) => ({
  name,
  scopes: ["tours:read"],
  expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
});

/** A token of A's, named by a marker (never its secret: the list must not show that). */
async function ownerToken(ctx: MatrixContext) {
  const marker = ctx.marker();
  const made = (await ctx.asOwner("POST", "/api/tokens", tokenBody(marker))) as { id: string };
  return { marker, id: made.id };
}

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/openapi.json",
    check: "none",
    reason: "public; the API's description, the same for everyone, holds no data",
  },
  {
    method: "GET",
    path: "/api/tokens",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerToken(ctx)).marker }),
  },
  {
    // B's new token is B's own; its answer must name nothing of A's. A's answer is A's new
    // token, which does not hold the marker of A's other one: that half is not searched.
    method: "POST",
    path: "/api/tokens",
    check: "list",
    ownerAnswerOpaque: true,
    arrange: async (ctx) => {
      const { marker } = await ownerToken(ctx);
      return { marker, body: tokenBody("Another tool") };
    },
  },
  {
    method: "DELETE",
    path: "/api/tokens/:id",
    check: "owned",
    arrange: async (ctx) => {
      const { id } = await ownerToken(ctx);
      return { params: { id }, readBack: "/api/tokens" };
    },
  },
];
