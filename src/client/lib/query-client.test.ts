import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("a write's invalidation during a first load", () => {
  it("fetches again, so the answer read before the write does not stand", async () => {
    const client = createQueryClient();
    const server = { venues: [] as string[] };
    const answers: ((list: string[]) => void)[] = [];
    let calls = 0;
    // Each read takes the server's list when it is read, and answers when the test says.
    const observer = new QueryObserver(client, {
      queryKey: ["venues"],
      queryFn: () => {
        calls += 1;
        const read = [...server.venues];
        return new Promise<string[]>((resolve) => answers.push(() => resolve(read)));
      },
    });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.data));
    expect(calls).toBe(1); // the first load is on its way, having read an empty list

    server.venues.push("The Focus Room"); // the write lands
    const invalidated = client.invalidateQueries({ queryKey: ["venues"] });
    await expect.poll(() => calls).toBe(2);

    for (const answer of answers) answer([]);
    await invalidated;
    await expect.poll(() => client.getQueryData(["venues"])).toEqual(["The Focus Room"]);
    expect(seen.filter(Boolean)).toEqual([["The Focus Room"]]);
    unsubscribe();
  });
});
