/** The server process as `npm start` runs it, bundled into `outDir` (inside the project). */
export function bundleServerProcess(outDir: string): Promise<void>;
