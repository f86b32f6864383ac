import type { IconShape } from './Icon';

/** The icons of the login form's fields, in a 24 px box: all the login page loads of the icons. */
export const form = {
  mail: {
    viewBox: '0 0 24 24',
    d: 'M2 5.5A1.5 1.5 0 0 1 3.5 4h17A1.5 1.5 0 0 1 22 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-17A1.5 1.5 0 0 1 2 18.5zm2 .9v11.6h16V6.4l-8 5.6zM5.3 6 12 10.7 18.7 6z',
  },
  lock: {
    viewBox: '0 0 24 24',
    d: 'M7 10V7a5 5 0 0 1 10 0v3h1.5A1.5 1.5 0 0 1 20 11.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 20.5v-9A1.5 1.5 0 0 1 5.5 10zm2 0h6V7a3 3 0 0 0-6 0zm-3 2v8h12v-8zm5 2h2v4h-2z',
  },
  eye: {
    viewBox: '0 0 24 24',
    d: 'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7zm0 2c-3.6 0-6.6 3-7.8 5 1.2 2 4.2 5 7.8 5s6.6-3 7.8-5c-1.2-2-4.2-5-7.8-5zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  },
  eyeOff: {
    viewBox: '0 0 24 24',
    d: 'M3.7 2.3 21.7 20.3l-1.4 1.4-3.2-3.2A10.6 10.6 0 0 1 12 19c-5 0-9-4.5-10-7 .6-1.5 2.3-3.8 4.8-5.4L2.3 3.7zM8.3 8 9.8 9.6A3 3 0 0 0 14.4 14.1l1.2 1.2A8.6 8.6 0 0 1 12 17c-3.6 0-6.6-3-7.8-5 .8-1.4 2.3-3.1 4.1-4zM12 5c5 0 9 4.5 10 7-.4 1-1.3 2.4-2.5 3.7l-1.4-1.4c.7-.8 1.3-1.6 1.7-2.3-1.2-2-4.2-5-7.8-5-.7 0-1.4.1-2 .3L8.4 5.7C9.5 5.2 10.7 5 12 5z',
  },
} satisfies Record<string, IconShape>;

export type FormIconName = keyof typeof form;
