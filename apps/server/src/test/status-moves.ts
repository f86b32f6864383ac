// Shared by the status-move tests of orders and reissues (issue 32): every (from, to) pair of a transition table is
// tried against the database; a listed move must be made, any other refused with the row left as it was.
import { expect } from 'vitest';

export interface StatusMoveTrial {
  statuses: readonly number[];
  transitions: Readonly<Partial<Record<number, readonly number[]>>>;
  /** Puts the test row at `status` (directly, outside the function under test). */
  placeAt(status: number): Promise<void>;
  /** The function under test: resolves when it made the move, rejects when it refused it. */
  move(from: number, to: number): Promise<unknown>;
  statusNow(): Promise<number | undefined>;
  /** The error class a refusal throws. */
  refusal: new (...args: never[]) => Error;
}

/** Tries every pair; checks the counts against the table so no pair is skipped. */
export async function tryEveryStatusMove(trial: StatusMoveTrial): Promise<void> {
  let legal = 0;
  let refused = 0;
  for (const from of trial.statuses)
    for (const to of trial.statuses) {
      await trial.placeAt(from);
      const allowed = trial.transitions[from]?.includes(to) ?? false;
      const move = trial.move(from, to);
      if (allowed) {
        await expect(move, `${from} → ${to}`).resolves.toBeDefined();
        expect(await trial.statusNow(), `${from} → ${to}`).toBe(to);
        legal += 1;
      } else {
        await expect(move, `${from} → ${to}`).rejects.toBeInstanceOf(trial.refusal);
        expect(await trial.statusNow(), `${from} → ${to}`).toBe(from);
        refused += 1;
      }
    }
  const listed = Object.values(trial.transitions).reduce((n, targets) => n + (targets?.length ?? 0), 0);
  expect(legal).toBe(listed);
  expect(refused).toBe(trial.statuses.length ** 2 - listed);
}
