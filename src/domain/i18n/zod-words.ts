import type { Message } from "./messages";
import { say } from "./words";

/**
 * A zod refusal in the language of the moment it is made, not of the moment the schema was
 * built (at module load, in English): `z.string().min(1, refusal(m))`, `z.enum(X, refusal(m))`.
 * Inside `superRefine`, `ctx.addIssue({ message: say(m) })` is already made at parse time.
 * The server parses inside the request's `translator.within` (middleware/validate.ts).
 */
export const refusal = (message: Message) => ({ error: () => say(message) });
