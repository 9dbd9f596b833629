// jsdom ships no types and @types/jsdom is not installed: the little the feeds' tests use of
// it (a window to parse a page or a feed in, and to run the widget's script in).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: { runScripts?: "dangerously" | "outside-only" });
    readonly window: Window & typeof globalThis;
  }
}
