/** `data-testid` for props objects typed without data attributes (antd's okButtonProps, onRow…). */
export function testId<T extends object = Record<string, string>>(id: string): T {
  return { 'data-testid': id } as unknown as T;
}
