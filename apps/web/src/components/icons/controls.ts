import type { IconShape } from './Icon';

/** The icons of the light list controls (My Orders' buttons, filter, menus), in a 24 px box. */
export const controls = {
  down: { viewBox: '0 0 24 24', d: 'M4.2 8.3 5.6 6.9 12 13.3l6.4-6.4 1.4 1.4L12 16.1z' },
  up: { viewBox: '0 0 24 24', d: 'M4.2 15.7 12 7.9l7.8 7.8-1.4 1.4L12 10.7l-6.4 6.4z' },
  filter: {
    viewBox: '0 0 24 24',
    d: 'M3 4h18v2.4l-7 7.4V20l-4-2v-4.2L3 6.4zm2.3 2 6.7 7.1V17l0 0V13.1L18.7 6z',
  },
  download: {
    viewBox: '0 0 24 24',
    d: 'M11 3h2v9.6l3.3-3.3 1.4 1.4L12 16.4l-5.7-5.7 1.4-1.4 3.3 3.3zM4 15h2v3h12v-3h2v5H4z',
  },
  clock: {
    viewBox: '0 0 24 24',
    d: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.2 3.2-1.4 1.4-3.8-3.8V7z',
  },
  save: {
    viewBox: '0 0 24 24',
    d: 'M4 3h12.4L21 7.6V21H3V3zm1 2v14h14V8.4L15.6 5H15v4H7V5zm4 0v2h4V5zm3 7a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  },
} satisfies Record<string, IconShape>;

export type ControlIconName = keyof typeof controls;
