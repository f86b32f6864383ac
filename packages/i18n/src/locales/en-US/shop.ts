/** Texts of the shop screens (web app). */
export const shop = {
  title: 'Request a certificate',
};
