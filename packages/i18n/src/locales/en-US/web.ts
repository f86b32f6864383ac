/** Texts of the web app's screens. */
export const web = {
  app: {
    title: 'Certificate Portal',
  },
};
