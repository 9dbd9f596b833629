export * from "./account-versions";
export * from "./auth";
export * from "./finances";
export * from "./logistics";
export * from "./marketing";
export * from "./merch";
export * from "./negotiations";
export * from "./tours";
