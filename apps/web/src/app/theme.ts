/** antd theme of the portal; the light bare screens use the same colours in global.css. */
export const BRAND_COLOR = '#1f4fd1';

/**
 * `zeroRuntime`: in a build antd generates no component style in the browser (issue 31: it was ~40 % of a phone's
 * script time on My Orders); each component's CSS is made at build time and loads with the component's chunk
 * (scripts/antd-styles.mjs, vite.config.ts). The dev server and the component tests keep antd's run-time styles.
 * `hashed: false`: one theme, so the build-time CSS's class names carry no hash. The token values still reach the
 * page at run time as CSS variables, so changing a token here needs no other change.
 */
export const THEME = {
  hashed: false,
  zeroRuntime: import.meta.env.PROD,
  token: {
    colorPrimary: BRAND_COLOR,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
} as const;
