/** Texts of the purchase screens (web app). */
export const purchase = {
  title: 'Place an order',
};
