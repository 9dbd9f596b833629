interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA time zone ("Europe/Berlin"). Temporal's answer where the browser has it
 * (Chromium, Firefox): the same zone, without building an `Intl.DateTimeFormat`, whose first
 * use loads the locale's date data, ~150 ms of a 4× slower CPU, which the dashboard paid as it
 * hydrated for a person whose time zone was not yet recorded (decision 10). Intl elsewhere.
 */
export function browserTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  const zone = temporal?.Now.timeZoneId();
  return zone || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
