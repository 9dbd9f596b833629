import type { SocietyCode } from "@/domain/setlists/societies";
import type { Message, Translator } from "../i18n/translator";

/**
 * The societies' rules as the performance report PDF prints them (issue 55): the English of
 * domain/setlists/societies.ts (territoryText, each deadline's rule) as messages, so the
 * report reads in its reader's language. The domain keeps the rules and their English (the
 * filings screen and the reminder read them there); society-words.test.ts fails when the
 * two drift apart. A rule unknown here prints as the domain writes it.
 */
const TERRITORIES: Record<SocietyCode, Message> = {
  PRS: {
    id: "pdf.society.territory.prs",
    defaultMessage: "Shows anywhere but the US (US shows are claimed through ASCAP, BMI or SESAC)",
  },
  BMI: { id: "pdf.society.territory.bmi", defaultMessage: "Shows in the US" },
  ASCAP: {
    id: "pdf.society.territory.ascap",
    defaultMessage: "Shows at ASCAP-licensed venues in the US",
  },
  GEMA: { id: "pdf.society.territory.gema", defaultMessage: "Shows in Germany" },
  SACEM: { id: "pdf.society.territory.sacem", defaultMessage: "Every show, in France and abroad" },
  SOCAN: { id: "pdf.society.territory.socan", defaultMessage: "Shows in Canada" },
  APRA: { id: "pdf.society.territory.apra", defaultMessage: "Shows in Australia and New Zealand" },
};

/** Each deadline rule a society answers, by its English (societies.ts writes them whole). */
export const RULES: readonly Message[] = [
  { id: "pdf.society.rule.prsAbroad", defaultMessage: "2 years for a show outside the UK" },
  {
    id: "pdf.society.rule.prsConcert",
    defaultMessage: "3 years for a concert venue (capacity 1,000 or more)",
  },
  { id: "pdf.society.rule.prsSmall", defaultMessage: "12 months for a small venue" },
  {
    id: "pdf.society.rule.bmi",
    defaultMessage: "6 months: BMI Live takes the previous six months",
  },
  {
    id: "pdf.society.rule.ascap",
    defaultMessage: "3 months: ASCAP takes OnStage claims each quarter and publishes no date",
  },
  {
    id: "pdf.society.rule.gema",
    defaultMessage: "6 weeks: GEMA charges the organiser 10 % more for a set list that comes later",
  },
  { id: "pdf.society.rule.sixMonths", defaultMessage: "6 months after the show" },
  { id: "pdf.society.rule.oneYear", defaultMessage: "1 year after the show" },
];

const byEnglish = new Map(RULES.map((m) => [m.defaultMessage, m]));

export const territoryText = ({ t }: Translator, code: SocietyCode) => t(TERRITORIES[code]);

export const ruleText = ({ t }: Translator, rule: string) => {
  const message = byEnglish.get(rule);
  return message ? t(message) : rule;
};
