// After `vite build`: renders the landing page into dist/client/index.html, so the hero
// paints before any JavaScript runs (the client hydrates it), and keeps the empty shell as
// dist/client/app.html for every other route. The server sends index.html for "/" only.
import fs from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { LandingEntry } from "@/client/app/landing-entry";

const dir = path.resolve("dist/client");
const indexFile = path.join(dir, "index.html");
const shell = fs.readFileSync(indexFile, "utf8");
const marker = '<div id="root"></div>';
if (!shell.includes(marker)) throw new Error(`prerender: ${marker} not found in ${indexFile}`);

fs.writeFileSync(path.join(dir, "app.html"), shell);
const html = renderToString(<LandingEntry />);

fs.writeFileSync(indexFile, shell.replace(marker, `<div id="root">${html}</div>`));
console.log(`prerendered the landing page: ${(html.length / 1024).toFixed(1)} KB of HTML`);
