/** Minimal i18next-compatible lookup: dotted keys, {{name}} interpolation. */
export type Catalog = { [key: string]: string | Catalog };
export type Vars = Record<string, string | number>;

export function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, vars: Vars = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/**
 * Field-rule messages travel as "namespace.key" or "namespace.key:arg" (the arg fills {{n}}).
 * Returns undefined when the text is not such a key, so plain texts pass through unchanged.
 */
export function parseMessageKey(raw: string): { key: string; vars: Vars } | undefined {
  const match = /^([a-zA-Z]+\.[a-zA-Z0-9.]+)(?::(.+))?$/.exec(raw);
  if (!match) return undefined;
  return { key: match[1]!, vars: match[2] === undefined ? {} : { n: match[2] } };
}
