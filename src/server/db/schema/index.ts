export * from "./account-versions";
export * from "./auth";
export * from "./finance";
export * from "./logistics";
export * from "./marketing";
export * from "./merch";
export * from "./negotiations";
export * from "./tours";
