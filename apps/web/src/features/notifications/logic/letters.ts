import type { LetterRow, LetterTag } from '@portal/contract';

// Types only from the contract: the banner's logic loads with the member shell, without any schema.
const TAGS: readonly LetterTag[] = ['private', 'public'];

/** The banner asks for every private letter (spec 001 section 7: page 1, pageSize 999). */
export const BANNER_QUERY = { tag: 'private', page: 1, pageSize: 999 } as const satisfies {
  tag: LetterTag;
  page: number;
  pageSize: number;
};

/** The banner's letter: the first (newest) private letter still marked new (unread); none when all are read. */
export function firstNewLetter(list: readonly LetterRow[] | undefined): LetterRow | undefined {
  return list?.find((letter) => letter.status === 'unread');
}

/** The tab to open first: navigation state `{type}` (the banner sends `private`), else private. */
export function initialTab(state: unknown): LetterTag {
  const type = (state as { type?: unknown } | null | undefined)?.type;
  return TAGS.find((tag) => tag === type) ?? 'private';
}

/** The pager is hidden while everything fits on one page. */
export function showPager(total: number | undefined, pageSize: number): boolean {
  return (total ?? 0) > pageSize;
}

/** A letter to mark read when its panel is opened: only unread ones (both tabs: the bell counts both). */
export function lettersToMark(list: readonly LetterRow[], opened: readonly (string | number)[]): number[] {
  const keys = new Set(opened.map(String));
  return list.filter((l) => l.status === 'unread' && keys.has(String(l.id))).map((l) => l.id);
}
