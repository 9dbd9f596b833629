/** What a page says to the service worker. */
export const SW_MESSAGES = {
  /** The user chose Reload: the waiting worker takes over. */
  skipWaiting: "SKIP_WAITING",
  /** Sign-out or an account switch: delete every saved API answer. */
  forgetAccounts: "FORGET_ACCOUNTS",
  /** A workspace switch: delete the saved API answers of the workspace left (`accountId`). */
  forgetAccount: "FORGET_ACCOUNT",
} as const;

export type SwMessage = {
  type: (typeof SW_MESSAGES)[keyof typeof SW_MESSAGES];
  accountId?: string;
};
