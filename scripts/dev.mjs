// `npm run dev`: the API (restarted on change by tsx) on :3001 and Vite with hot reload on :5173.
import { spawn } from "node:child_process";
import { emptyClusterCache } from "./empty-cluster.mjs";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "src/server/index.ts"], {
    stdio: "inherit",
    // A first start unpacks the build's cached empty cluster instead of running initdb.
    env: { TRIBE_CLUSTER_TEMPLATE: await emptyClusterCache(), ...process.env, PORT: apiPort },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
