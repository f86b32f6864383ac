// How the integration tests prove that a change another process (or the command line) announced in cache_versions
// reaches an app "within a second" (CONTRACT.md, several processes) without judging by the clock: the change must
// be visible once one poll round of the app's shared caches that started after the change has ended. That a round
// starts every SHARED_CACHE_POLL_MS (500 ms; one in flight makes the next tick wait, so two rounds at most) is
// proved by shared-caches.unit.test.ts with fake timers: within a second by construction.
import type { SharedCaches } from '../modules/shared-state/shared-caches.js';

/** Only ends a hung wait (a poller that never runs); never the judge of how fast a change arrives. */
export const SAFETY_TIMEOUT_MS = 15_000;

/** Resolves once a poll round of `caches` that started after this call has ended; throws after the safety timeout. */
export async function afterNextPollRound(caches: SharedCaches): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no poll round ended within ${SAFETY_TIMEOUT_MS} ms: is the poller running?`)),
      SAFETY_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([caches.nextRound(), hung]);
  } finally {
    clearTimeout(timer);
  }
}
