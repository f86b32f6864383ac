import { describe, expect, it } from 'vitest';
import { BULK_FILE_HEADER, bulkErrorLines, bulkSampleCsv } from './bulkFile';

describe('bulk order file', () => {
  it('sample has the header and two example lines, domains split by ;', () => {
    const lines = bulkSampleCsv().trim().split(/\r?\n/);
    expect(lines[0]).toBe(BULK_FILE_HEADER);
    expect(lines).toHaveLength(3);
    expect(lines[1]?.split(',')).toHaveLength(6);
    expect(lines[1]).toContain(';');
  });
  it('lists every server line error', () => {
    expect(
      bulkErrorLines([
        { field: 'line 2', message: 'bad' },
        { field: 'line 3', message: 'worse' },
      ]),
    ).toEqual(['line 2: bad', 'line 3: worse']);
  });
});
