import { Hono } from "hono";
import {
  artistMoveRefused,
  commentRequiredSummary,
  designMoveSchema,
  designProjectInputSchema,
  mayMakeMove,
  moveRefusalMessage,
} from "@/domain/merch/design-projects";
import { designProjectFor } from "@/domain/merch/reader-shape";
import { memberName } from "@/domain/team/member-name";
import { seesMoney } from "@/domain/team/roles";
import type { AppEnv } from "../../context";
import {
  createDesignProject,
  type DesignProjectWriteError,
  deleteDesignProject,
  getDesignProject,
  listDesignProjects,
  moveDesignProject,
  updateDesignProject,
} from "../../db/queries/merch/design-projects";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

export const PROJECT_NOT_FOUND = "Design project not found";

const fieldError = (field: string, message: string) => fieldErrors({ [field]: message });

/** The query refused a link in the body: the tour or partner is not the account's. */
const linkRefused = (refused: DesignProjectWriteError) =>
  refused === "tour"
    ? fieldError("tourId", "Choose one of your tours")
    : fieldError("partnerId", "Choose one of your partners");

/** /merch/projects — design projects, their review moves and thread. */
export const designProjectsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const sees = seesMoney(c.get("workspace").role);
    const projects = await listDesignProjects(c.get("db"), c.get("workspace").id);
    return c.json(projects.map((p) => designProjectFor(sees, p)));
  })
  .post("/", validate("json", designProjectInputSchema), async (c) => {
    const project = await createDesignProject(
      c.get("db"),
      c.get("workspace").id,
      memberName(c.get("user")),
      c.req.valid("json"),
    );
    if (typeof project === "string") throw linkRefused(project);
    return c.json(project, 201);
  })
  .get("/:projectId", idParams(["projectId"], PROJECT_NOT_FOUND), async (c) => {
    const { projectId } = c.req.valid("param");
    const project = await getDesignProject(c.get("db"), c.get("workspace").id, projectId);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    return c.json(designProjectFor(seesMoney(c.get("workspace").role), project));
  })
  .put(
    "/:projectId",
    idParams(["projectId"], PROJECT_NOT_FOUND),
    validate("json", designProjectInputSchema),
    async (c) => {
      const { projectId } = c.req.valid("param");
      const input = c.req.valid("json");
      const project = await updateDesignProject(
        c.get("db"),
        c.get("workspace").id,
        projectId,
        input,
      );
      if (typeof project === "string") throw linkRefused(project);
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      return c.json(project);
    },
  )
  .delete("/:projectId", idParams(["projectId"], PROJECT_NOT_FOUND), async (c) => {
    const { projectId } = c.req.valid("param");
    if (!(await deleteDesignProject(c.get("db"), c.get("workspace").id, projectId))) {
      throw notFound(PROJECT_NOT_FOUND);
    }
    return c.json({ id: projectId });
  })
  .post(
    "/:projectId/moves",
    idParams(["projectId"], PROJECT_NOT_FOUND),
    validate("json", designMoveSchema),
    async (c) => {
      const { projectId } = c.req.valid("param");
      const move = c.req.valid("json");
      if (!mayMakeMove(c.get("workspace").role, move.to)) {
        throw new ApiError("forbidden", artistMoveRefused());
      }
      const result = await moveDesignProject(
        c.get("db"),
        c.get("workspace").id,
        memberName(c.get("user")),
        projectId,
        move,
      );
      if (result === "missing") throw notFound(PROJECT_NOT_FOUND);
      if ("refusal" in result) {
        const message = moveRefusalMessage(result.refusal, result.from, move.to);
        // The field says what is missing beside the comment box; the message reads on its own.
        if (result.refusal === "comment-required")
          throw fieldErrors({ comment: message }, { message: commentRequiredSummary() });
        // 409: the move may have been valid a moment ago (someone else moved it first).
        throw fieldErrors({ to: message }, { code: "conflict", message });
      }
      return c.json(designProjectFor(seesMoney(c.get("workspace").role), result));
    },
  );
