import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTE_METHODS, ROUTE_PATHS, ROUTES, routePath, type ApiRoute } from './index.js';

const entries = Object.entries(ROUTES) as [string, ApiRoute][];

describe('the route table', () => {
  it('takes each method and path from the run-time table of the web (ROUTE_PATHS) under the same key', () => {
    const paths = ROUTE_PATHS;
    expect(Object.keys(paths).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [key, route] of entries) {
      const own = paths[key as keyof typeof paths];
      const { method, path, can, visitorCode, openToVisitors, changes, trailingSlash, secretAnswer } = route;
      expect(
        {
          method,
          path,
          can,
          ...(visitorCode ? { visitorCode } : {}),
          ...(openToVisitors ? { openToVisitors } : {}),
          ...(changes ? { changes } : {}),
          ...(trailingSlash ? { trailingSlash } : {}),
          ...(secretAnswer ? { secretAnswer } : {}),
        },
        key,
      ).toEqual(own);
    }
  });

  it('names each method and path once', () => {
    const seen = new Map<string, string>();
    for (const [key, route] of entries) {
      const id = `${route.method} ${route.path}`;
      expect(seen.get(id), `${key} repeats ${id}`).toBeUndefined();
      seen.set(id, key);
    }
    expect(seen.size).toBe(entries.length);
  });

  it('uses known methods and paths as Fastify spells them', () => {
    for (const [key, route] of entries) {
      expect(ROUTE_METHODS, key).toContain(route.method);
      expect(route.path, key).toMatch(/^\/[\w\-/:]*[\w]$/);
      expect(route.path, key).not.toMatch(/\/api\//);
      expect(route.path, key).not.toMatch(/\{|\}/);
    }
  });

  it('has a params schema exactly where the path has :params, naming the same keys', () => {
    for (const [key, route] of entries) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      if (names.length === 0) {
        expect(route.params, key).toBeUndefined();
        continue;
      }
      expect(route.params, key).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((route.params as z.ZodObject).shape).sort(), key).toEqual(names);
    }
  });

  it('sends no body with GET', () => {
    for (const [key, route] of entries) if (route.method === 'GET') expect(route.body, key).toBeUndefined();
  });

  it('fills a path from its params, encoded', () => {
    expect(routePath(ROUTES.orderInfo.path, { id: 7 })).toBe('/order/info/7');
    expect(routePath(ROUTES.offlineCancel.path, { paymentId: 'a/b' })).toBe('/payments/offline/a%2Fb/cancel');
    expect(() => routePath(ROUTES.orderInfo.path, {})).toThrow(/:id/);
  });
});
