/** The lottery's routes, as `fakeApi` (`@site/shared/testing`) keys them. */
export const ROUTES = {
  menu: 'GET /lgw/lottery/games',
  results: 'GET /lgw/lottery/results',
  verify: 'GET /lgw/lottery/verify',
  myOrders: 'GET /lgw/lottery/orders',
  placeOrder: 'POST /lgw/lottery/orders',
} as const;
