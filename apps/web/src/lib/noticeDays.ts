/**
 * The expiry-notice days as the tags select edits them (strings, as typed): numbers first, largest first, and
 * whatever is not a number last, where the form's rule (the contract's noticeDaysField) points at it.
 */
export function sortDayTags(values: readonly string[]): string[] {
  const trimmed = [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
  const numeric = (v: string) => /^\d+$/.test(v);
  return [
    ...trimmed.filter(numeric).sort((a, b) => Number(b) - Number(a)),
    ...trimmed.filter((v) => !numeric(v)),
  ];
}

/** A saved list as the select shows it. */
export const dayTags = (days: readonly number[]): string[] => days.map(String);
