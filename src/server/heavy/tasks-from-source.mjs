// The worker threads' entry when the server runs from its TypeScript sources (tests, tsx):
// a worker does not inherit the main thread's TypeScript loader, so it registers its own,
// then loads the tasks. Built, the pool loads dist/server/heavy-tasks.js instead (pool.ts).
import { register } from "tsx/esm/api";

register();
const { default: runTask } = await import("./tasks.ts");

export default runTask;
