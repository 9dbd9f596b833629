/**
 * The account schemas' refusals, one message each (issue 55): a zod option takes
 * `refusal(…)` or `{ error: () => say(…) }`, a check adds `say(…)`, all written at parse time.
 */
export const ACCOUNT_REFUSALS = {
  nameText: { id: "account.validation.nameText", defaultMessage: "Name must be text" },
  imageUrl: { id: "account.validation.imageUrl", defaultMessage: "Image must be a URL" },
  twoPasswordsDiffer: {
    id: "account.validation.twoPasswordsDiffer",
    defaultMessage: "The two passwords differ",
  },
  enterPassword: { id: "account.validation.enterPassword", defaultMessage: "Enter your password" },
  nameRequired: { id: "account.validation.nameRequired", defaultMessage: "Your name is required" },
  choose12h24h: { id: "account.validation.choose12h24h", defaultMessage: "Choose 12h or 24h" },
  chooseEnglishEspaOl: {
    id: "account.validation.chooseEnglishEspaOl",
    defaultMessage: "Choose English, Español or Deutsch",
  },
  artistNameRequired: {
    id: "account.validation.artistNameRequired",
    defaultMessage: "Artist name is required",
  },
  artistNameMost80: {
    id: "account.validation.artistNameMost80",
    defaultMessage: "Artist name must be at most 80 characters",
  },
  nameMost80Characters: {
    id: "account.validation.nameMost80Characters",
    defaultMessage: "Your name must be at most 80 characters",
  },
  passwordMost128Characters: {
    id: "account.validation.passwordMost128Characters",
    defaultMessage: "Password must be at most 128 characters",
  },
  enter6DigitCode: {
    id: "account.validation.enter6DigitCode",
    defaultMessage: "Enter the 6-digit code from your authenticator app",
  },
  enterRecoveryCodes: {
    id: "account.validation.enterRecoveryCodes",
    defaultMessage: "Enter one of your recovery codes",
  },
  nameMax: {
    id: "account.validation.nameMax",
    defaultMessage: "Name must be at most {max} characters",
  },
  imageUrlMax: {
    id: "account.validation.imageUrlMax",
    defaultMessage: "Image URL must be at most {max} characters",
  },
  passwordMin: {
    id: "account.validation.passwordMin",
    defaultMessage: "Password must be at least {min} characters",
  },
  passwordMax: {
    id: "account.validation.passwordMax",
    defaultMessage: "Password must be at most {max} characters",
  },
};
