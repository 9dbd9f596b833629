import type { Message } from "../i18n/messages";

/**
 * What a person reads about two-factor sign-in, as messages: the server writes them in the
 * request's language (`say`), the screens with `t`. Apart from the schemas (second-factor.ts):
 * the sign-in page shows some of these, and must not download the validation library for
 * them (tests/architecture/overview-weight.test.ts).
 */
export const SECOND_FACTOR_REQUIRED_MESSAGE: Message = {
  id: "settings.secondFactor.secondFactorRequired",
  defaultMessage:
    "This workspace asks owners and managers to sign in with a second factor. Turn on an authenticator app in Settings to open its data.",
};

export const DEMO_NO_SECOND_FACTOR_MESSAGE: Message = {
  id: "settings.secondFactor.demoNoSecondFactor",
  defaultMessage:
    "The demo cannot have two-factor sign-in: it is removed after 3 days. Create an account to keep your work, then turn it on.",
};

export const TOTP_CODE_USED_MESSAGE: Message = {
  id: "settings.secondFactor.totpCodeUsed",
  defaultMessage: "That code was used already. Wait for the next one your authenticator app shows.",
};

export const TRUST_DEVICE_REFUSED_MESSAGE: Message = {
  id: "settings.secondFactor.trustDeviceRefused",
  defaultMessage: "Tribe does not remember devices: every sign-in with a password asks for a code.",
};

export const PASSKEY_NEEDS_VERIFICATION_MESSAGE: Message = {
  id: "settings.secondFactor.passkeyNeedsVerification",
  defaultMessage:
    "This passkey did not check it is you (no PIN, fingerprint or face). Use a passkey your device unlocks, or sign in with your password.",
};

export const ENABLE_OWN_FIRST_MESSAGE: Message = {
  id: "settings.secondFactor.enableOwnFirst",
  defaultMessage:
    "Turn on two-factor sign-in for your own account first, so you are not locked out of this workspace.",
};

export const LIFT_RULE_PASSWORD_MESSAGE: Message = {
  id: "settings.secondFactor.liftRulePassword",
  defaultMessage: "Enter your password to stop asking owners and managers for a second factor",
};
