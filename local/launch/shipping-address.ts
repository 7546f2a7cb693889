/** A complete shipping address for rewards that ship: the walks' member, Ada Byron. */
export const SHIPPING = {
  shipping_first_name: 'Ada',
  shipping_last_name: 'Byron',
  shipping_street_address_1: '1 Main St',
  shipping_country: 'US',
  shipping_state: 'NY',
  shipping_city: 'New York',
  shipping_zip: '10001',
};
