// The origins an operator's settings add to the pages' Content-Security-Policy (the chat widget's script,
// advertisement images) live in the database, and every portal process must send the same policy within a second
// of a change (CONTRACT.md, several processes). The security-headers hook is synchronous and runs on every request,
// so it reads the last loaded value here; a change announced in cache_versions (seen by the poller within
// SHARED_CACHE_POLL_MS) reloads it in the background.
import type { ContentSources, PageSourcesProvider } from '../../plugins/security-headers.js';
import type { SharedCacheName, SharedCaches } from './shared-caches.js';

/** A backstop like the other caches': reread after a minute even without an announced change. */
const MAX_AGE_MS = 60_000;
/** After a failed load (database away), wait this long before the next try. */
const RETRY_MS = 1_000;

export interface PageSources extends PageSourcesProvider {
  /** Loads now (the app's start waits for the first load; the first one that fails leaves the strict policy). */
  refresh(): Promise<void>;
}

export function createPageSources(deps: {
  sharedCaches: SharedCaches;
  /** The caches whose change may change the sources. */
  watch: SharedCacheName[];
  load: () => Promise<ContentSources>;
  log: { error(obj: object, msg: string): void };
}): PageSources {
  let value: ContentSources = {};
  let loadedAt = 0;
  let failedAt = 0;
  /** Counts announced changes: a load that started before the latest one does not count as fresh. */
  let generation = 0;
  /** The generation of the last load that ended (loaded or failed). */
  let ended = -1;
  let loading: Promise<void> | undefined;

  function refresh(): Promise<void> {
    if (loading) return loading;
    const started = generation;
    loading = deps
      .load()
      .then(
        (next) => {
          ended = started;
          value = next;
          loadedAt = started === generation ? Date.now() : 0;
        },
        (error: unknown) => {
          ended = started;
          loadedAt = 0;
          failedAt = Date.now();
          deps.log.error({ err: error }, 'page content sources could not be loaded');
        },
      )
      .finally(() => {
        loading = undefined;
        if (started !== generation) void refresh();
      });
    return loading;
  }

  for (const name of deps.watch)
    deps.sharedCaches.onChange(name, () => {
      generation += 1;
      // After every listener of this change has run (the services drop their own caches first); the poll round
      // that saw the change ends once the policy is reloaded.
      const wanted = generation;
      return new Promise<void>((queued) => queueMicrotask(queued)).then(async () => {
        // A load already under way started before the change: the one after it counts.
        while (ended < wanted) await refresh();
      });
    });

  return {
    refresh,
    current() {
      const now = Date.now();
      if (!loading && now - loadedAt > MAX_AGE_MS && now - failedAt > RETRY_MS) void refresh();
      return value;
    },
  };
}
