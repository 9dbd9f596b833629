/** The cached empty cluster for the installed PGlite, made on first need; its path. */
export function emptyClusterCache(): Promise<string>;
/** The build's copy, beside the built server. */
export function buildEmptyCluster(outFile: string): Promise<void>;
