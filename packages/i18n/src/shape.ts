/** The same tree of keys as T, every leaf a string: other languages must match en-US exactly. */
export type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };
