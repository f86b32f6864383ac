import { describe, expect, it } from 'vitest';
import { opsMenuKey } from '../paths';
import { OPS_CONTENT_PATHS } from './contentPaths';

describe('the menu entry of the content pages', () => {
  it('selects letters, advertisements, settings, skins and pricing requests by their path', () => {
    for (const path of Object.values(OPS_CONTENT_PATHS)) expect(opsMenuKey(path, '')).toBe(path);
    expect(opsMenuKey('/ops/requests', '?state=answered')).toBe(OPS_CONTENT_PATHS.requests);
  });
});
