// Benchmark 2: the JavaScript a first visit of /admin/manage-login downloads, as sent on the wire.
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lib/env.js';
import { kb, type BenchResult } from './lib/result.js';

export const PAGE_WEIGHT_TARGET_KB = 120;
export const FIRST_PAGE = '/admin/manage-login';

interface Chunk {
  url: string;
  encoding: string;
  bodyBytes: number;
  wireBytes: number;
  gzipBytes: number;
}

export async function benchPageWeight(portalUrl: string, log: (text: string) => void): Promise<BenchResult> {
  const name = 'first-page-js';
  // Playwright gives every launch a fresh temporary --user-data-dir itself (it refuses the flag in args).
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const answer = await page.goto(`${portalUrl}${FIRST_PAGE}`, {
      waitUntil: 'networkidle',
      timeout: 60_000,
    });
    if (!answer?.ok()) throw new Error(`${FIRST_PAGE} answered ${answer?.status() ?? 'nothing'}`);
    await page.getByTestId('auth-login').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    const chunks: Chunk[] = [];
    for (const response of scripts) {
      const body = await response.body();
      const sizes = await response.request().sizes();
      const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
      chunks.push({
        url: new URL(response.url()).pathname,
        encoding,
        bodyBytes: body.length,
        wireBytes: sizes.responseBodySize,
        gzipBytes: gzipSync(body).length,
      });
    }
    if (chunks.length === 0) throw new Error(`${FIRST_PAGE} loaded no JavaScript: is apps/web/dist built?`);
    chunks.sort((a, b) => b.wireBytes - a.wireBytes);
    const compressedByServer = chunks.every((c) => c.encoding === 'gzip' || c.encoding === 'br');
    // What counts: the encoded transfer size when the server compresses, else what gzip would make of it.
    const counted = (c: Chunk) => (c.encoding === 'gzip' || c.encoding === 'br' ? c.wireBytes : c.gzipBytes);
    const total = chunks.reduce((sum, c) => sum + counted(c), 0);
    const raw = chunks.reduce((sum, c) => sum + c.bodyBytes, 0);
    const wire = chunks.reduce((sum, c) => sum + c.wireBytes, 0);
    for (const c of chunks) {
      log(
        `  ${c.url}: ${kb(counted(c))} counted (${c.encoding} on the wire ${kb(c.wireBytes)}, ` +
          `raw ${kb(c.bodyBytes)}, gzip -6 ${kb(c.gzipBytes)})`,
      );
    }
    const totalKb = total / 1024;
    const status = totalKb <= PAGE_WEIGHT_TARGET_KB ? 'PASS' : 'FAIL';
    const how = compressedByServer
      ? 'sent compressed by the server'
      : `the server does NOT compress (sent ${kb(wire)}); counted as zlib.gzipSync sizes`;
    return {
      name,
      status,
      value: total,
      reference: PAGE_WEIGHT_TARGET_KB * 1024,
      ratio: totalKb / PAGE_WEIGHT_TARGET_KB,
      unit: 'bytes',
      target: `<= ${PAGE_WEIGHT_TARGET_KB} KB`,
      line:
        `${name}: ${FIRST_PAGE} loads ${chunks.length} JS chunks, ${kb(total)} gzip (raw ${kb(raw)}; ${how}) ` +
        `= ${(totalKb / PAGE_WEIGHT_TARGET_KB).toFixed(2)} of budget (target <= ${PAGE_WEIGHT_TARGET_KB} KB) ${status}`,
      details: { compressedByServer, rawBytes: raw, wireBytes: wire, chunks },
    };
  } finally {
    await browser.close();
  }
}
