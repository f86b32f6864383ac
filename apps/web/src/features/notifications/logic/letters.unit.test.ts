import type { LetterRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { firstNewLetter, initialTab, lettersToMark, showPager } from './letters';

const letter = (id: number, status: 'read' | 'unread', title = `Letter ${id}`): LetterRow => ({
  id,
  title,
  content: '<p>x</p>',
  status,
  createdAt: '2026-11-25T08:00:00.000Z',
});

describe('letters logic', () => {
  it('puts the first private letter marked new on the banner', () => {
    expect(firstNewLetter([letter(3, 'read'), letter(2, 'unread'), letter(1, 'unread')])?.id).toBe(2);
    expect(firstNewLetter([letter(3, 'read')])).toBeUndefined();
    expect(firstNewLetter(undefined)).toBeUndefined();
  });

  it('opens the tab named by the navigation state, else private', () => {
    expect(initialTab({ type: 'public' })).toBe('public');
    expect(initialTab({ type: 'private' })).toBe('private');
    expect(initialTab({ type: 'other' })).toBe('private');
    expect(initialTab(null)).toBe('private');
  });

  it('hides the pager on a single page', () => {
    expect(showPager(10, 10)).toBe(false);
    expect(showPager(0, 10)).toBe(false);
    expect(showPager(11, 10)).toBe(true);
  });

  it('marks read only the opened letters that are unread', () => {
    const list = [letter(3, 'read'), letter(2, 'unread'), letter(1, 'unread')];
    expect(lettersToMark(list, ['3', '2'])).toEqual([2]);
    expect(lettersToMark(list, [])).toEqual([]);
  });
});
