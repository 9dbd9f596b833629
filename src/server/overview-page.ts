import type { Context } from "hono";
import { acceptedLanguages, isLocale, personLocale } from "@/domain/i18n/locales";
import { type PageData, pageDataBlocks } from "@/domain/page-data";
import { effectiveRole, seesMoney } from "@/domain/team/roles";
import type { Auth } from "./auth";
import type { AppEnv } from "./context";
import { sessionStanding } from "./db/queries/account/session-standing";
import { overviewText } from "./routes/overview/overview";
import { currentWorkspaceAnswer } from "./routes/team/workspaces";
import { sessionToken } from "./session-cache";
import type { Viewer } from "./versioned-json";

/**
 * Renders a route of the client app from the API's answers (src/client/app/render-page.tsx,
 * built to dist/server/render-page.js and loaded by path: the server never imports client
 * code). Returns the HTML that goes inside the page's root element.
 */
export type RenderPage = (url: string, data: PageData) => Promise<string>;

const ROOT = '<div id="root"></div>';

/**
 * A page is a pure function of its URL and the answers it is rendered from, and React's
 * render costs ~5 ms of the one thread PGlite shares: a reload with nothing changed (same
 * session, same account version, so the same figures) reuses the last render. Per account,
 * a few hundred accounts at most (~25 KB each).
 */
const renders = new Map<string, { from: string; content: string }>();
const MAX_RENDERS = 200;

async function renderCached(viewer: Viewer, url: string, data: PageData, render: RenderPage) {
  // Crew's page and the owner's are two entries: neither replaces the other on each visit.
  const key = `${viewer.workspaceId}${viewer.withMoney ? "" : " without money"}`;
  // The team answer carries the home currency the figures are written in.
  const from = `${url}\n${data.session}\n${data.overview}\n${data.team}`;
  const hit = renders.get(key);
  renders.delete(key);
  const content = hit?.from === from ? hit.content : await render(url, data);
  renders.set(key, { from, content });
  if (renders.size > MAX_RENDERS) renders.delete(renders.keys().next().value as string);
  return content;
}

/**
 * The Overview with the signed-in artist's figures already in the HTML: under a slow phone
 * network the page shows them one round trip after it is asked for, instead of after the
 * page, its scripts and two API calls one after another (issue 12, goal 4). `template` is
 * the page the build writes for it (scripts/prerender.tsx: overview-rendered.html).
 *
 * The session is what better-auth's get-session answers for the request's cookie, taken
 * through its server API: the page trusts exactly what that endpoint would, without counting
 * a page load as an auth attempt (the endpoint's rate limit writes a row per request); its
 * cookie refresh, if any, goes with the page. Undefined (the caller sends the plain shell)
 * without a session, and when rendering fails: the shell renders the same page in the browser.
 */
export async function renderOverviewPage(
  c: Context<AppEnv>,
  auth: Auth,
  render: RenderPage,
  template: string,
): Promise<Response | undefined> {
  const cookie = c.req.header("cookie");
  if (!cookie || !sessionToken(cookie)) return undefined;
  const url = new URL(c.req.url);
  try {
    const { headers, response: answer } = await auth.api.getSession({
      headers: new Headers({ cookie }),
      returnHeaders: true,
    });
    if (!answer) return undefined;
    // The page is rendered in English; a person who reads another language gets the shell,
    // which renders in theirs (issue 55) rather than flashing English first.
    const asked = acceptedLanguages(c.req.header("accept-language"));
    const chosen = (answer.user as { locale?: string | null }).locale;
    if (personLocale(isLocale(chosen) ? chosen : null, asked) !== "en") return undefined;
    // The workspace the session works in, and as what: crew's page carries no money.
    // Someone moved out of their workspace gets the plain shell: its first API answer moves
    // them and carries what to tell them (domain/team/member-notices.ts).
    const standing = await sessionStanding(c.get("db"), answer.session.token, { fallBack: false });
    const workspace = standing?.workspace;
    // A member who must first turn on a second factor gets no figures in the page either.
    if (!workspace || workspace.secondFactorMissing) return undefined;
    const role = effectiveRole(workspace.role, workspace.viewAs);
    const viewer: Viewer = { workspaceId: workspace.id, withMoney: seesMoney(role) };
    // The token stays in its HttpOnly cookie: the page has no use for it.
    const { token: _, ...session } = answer.session;
    const data: PageData = {
      session: JSON.stringify({ session, user: answer.user }),
      overview: await overviewText(c.get("db"), viewer),
      team: JSON.stringify(
        await currentWorkspaceAnswer(
          c.get("db"),
          {
            id: workspace.id,
            name: workspace.name,
            role,
            memberRole: workspace.role,
            homeCurrency: workspace.homeCurrency,
          },
          answer.user.id,
        ),
      ),
    };
    const content = await renderCached(viewer, url.pathname + url.search, data, render);
    const html = template.replace(
      ROOT,
      () => `<div id="root">${content}</div>${pageDataBlocks(data)}`,
    );
    // One artist's figures: for this browser only, and fresh on every visit.
    c.header("Cache-Control", "private, no-store");
    for (const setCookie of headers.getSetCookie()) {
      c.header("Set-Cookie", setCookie, { append: true });
    }
    return c.html(html);
  } catch (err) {
    c.get("logger").warn({ err }, "the Overview could not be rendered; sending the shell");
    return undefined;
  }
}
