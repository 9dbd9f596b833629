/** Password lengths an account accepts: the sign-up form's hint and checks, and better-auth's. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
