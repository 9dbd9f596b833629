/**
 * Heavy jobs at once (a rate file, an import, a PDF: docs/decisions/0027-heavy-work.md): a
 * few per process, so the worker threads' queue stays short and the requests around them keep
 * their turn, and fewer per workspace, so one person's pile of uploads waits for itself.
 */
const HEAVY_JOBS_AT_ONCE = 6;
const HEAVY_JOBS_PER_WORKSPACE = 2;

export const WORKSPACE_BUSY_MESSAGE =
  "Two large jobs (uploads, imports or PDFs) are already running for this workspace. Please wait for one to finish, then try again.";
export const SERVER_BUSY_MESSAGE =
  "The server is busy with other large jobs (uploads, imports or PDFs). Please try again in a moment.";

export class HeavySlots {
  private running = 0;
  private readonly byWorkspace = new Map<string, number>();

  constructor(
    private readonly max = HEAVY_JOBS_AT_ONCE,
    private readonly perWorkspace = HEAVY_JOBS_PER_WORKSPACE,
  ) {}

  /** A release function (idempotent) when a slot is free, else why not. */
  take(workspaceId: string): { release: () => void } | { busy: string } {
    const mine = this.byWorkspace.get(workspaceId) ?? 0;
    if (mine >= this.perWorkspace) return { busy: WORKSPACE_BUSY_MESSAGE };
    if (this.running >= this.max) return { busy: SERVER_BUSY_MESSAGE };
    this.running++;
    this.byWorkspace.set(workspaceId, mine + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.running--;
        const left = (this.byWorkspace.get(workspaceId) ?? 1) - 1;
        if (left > 0) this.byWorkspace.set(workspaceId, left);
        else this.byWorkspace.delete(workspaceId);
      },
    };
  }
}
