export * from "./auth";
export * from "./finance";
export * from "./marketing";
export * from "./tours";
