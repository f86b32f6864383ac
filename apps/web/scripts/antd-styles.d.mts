/** The CSS of each antd component the app uses, keyed by its directory name in antd/es (see antd-styles.mjs). */
export function extractAntdStyles(): Map<string, string>;
