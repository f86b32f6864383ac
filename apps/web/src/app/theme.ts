/** antd theme of the portal; the light bare screens use the same colours in global.css. */
export const BRAND_COLOR = '#1f4fd1';

export const THEME = {
  token: {
    colorPrimary: BRAND_COLOR,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
} as const;
