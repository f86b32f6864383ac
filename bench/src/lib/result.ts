export type Status = 'PASS' | 'FAIL' | 'SKIP' | 'ERROR';

/** One benchmark's outcome: its printed line and the numbers behind it (for the JSON summary). */
export interface BenchResult {
  name: string;
  status: Status;
  line: string;
  value?: number;
  reference?: number;
  ratio?: number;
  unit?: string;
  target?: string;
  details?: unknown;
  error?: string;
  /**
   * Correctness checks that did not hold (books, counts, bytes) — unlike a missed speed target, these mean the
   * bench's premise is broken. The smoke run inside `npm test` fails on any of them.
   */
  checkFailures?: string[];
}

export const fixed = (value: number, digits = 2) => value.toFixed(digits);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

export function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
