/** One style entry of an antd component: the cssinjs key, its CSS, antd's insertion priority. */
export type AntdStyleEntry = [key: string, css: string, order: number];
/** The style entries of each antd component the app uses, keyed by its directory name in antd/es (see antd-styles.mjs). */
export function extractAntdStyles(): Map<string, AntdStyleEntry[]>;
/** One stylesheet (in the `antd` layer) of the components `names`, each style entry once. */
export function stylesheetOf(styles: Map<string, AntdStyleEntry[]>, names: readonly string[]): string;
