/** Polls `check` every 50 ms until it holds; resolves the time it took, throws once `withinMs` have passed. */
export async function waitUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
