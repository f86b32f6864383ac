/**
 * How many filters of a search are in use, from the query a list sends: each field set counts once, the two
 * ends of a date range (`beginTime`, `endTime`) count as one, and the keys in `ignore` (paging, the time type
 * that only says which date the range applies to) are left out.
 */
export function activeFilterCount(args: object, ignore: readonly string[] = []): number {
  const keys = Object.entries(args)
    .filter(([key, value]) => !ignore.includes(key) && value !== undefined && value !== null && value !== '')
    .map(([key]) => (key === 'beginTime' || key === 'endTime' ? 'range' : key));
  return new Set(keys).size;
}
