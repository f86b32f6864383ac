import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { auditArgs } from './auditQuery';

describe('audit log query', () => {
  it('sends only the filled filters: the e-mail trimmed and lower-cased, days as YYYY-MM-DD', () => {
    expect(auditArgs({})).toEqual({});
    expect(auditArgs({ email: '   ', range: null })).toEqual({});
    expect(
      auditArgs({ email: ' Finance@Example.COM ', range: [dayjs('2026-03-01'), dayjs('2026-03-09')] }),
    ).toEqual({ email: 'finance@example.com', beginTime: '2026-03-01', endTime: '2026-03-09' });
    expect(auditArgs({ range: [null, dayjs('2026-03-09')] })).toEqual({ endTime: '2026-03-09' });
  });
});
