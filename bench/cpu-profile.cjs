// Loaded into a bench's server process (`--require`, server-process.ts) when
// BENCH_CPU_PROFILE names a folder: SIGUSR2 starts V8's CPU profiler (a bench sends it when its
// measured seconds begin, e.g. measureFairness), and the profile is written to
// <folder>/server-<pid>.cpuprofile when the bench stops the server. Open it in Chromium's
// DevTools (Performance) or read it as JSON. Sampled every 200 µs.
const fs = require("node:fs");
const path = require("node:path");
const inspector = require("node:inspector");

const folder = process.env.BENCH_CPU_PROFILE;
if (folder) {
  const session = new inspector.Session();
  session.connect();
  let started = false;
  process.on("SIGUSR2", () => {
    if (started) return;
    started = true;
    session.post("Profiler.enable");
    session.post("Profiler.setSamplingInterval", { interval: 200 });
    session.post("Profiler.start");
  });
  // Before the server's own SIGTERM handler ends the process: the main thread's session
  // answers within this call.
  process.prependListener("SIGTERM", () => {
    if (!started) return;
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      fs.mkdirSync(folder, { recursive: true });
      const file = path.join(folder, `server-${process.pid}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}
