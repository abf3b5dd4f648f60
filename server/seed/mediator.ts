/** The consumer mediator the demo schools name: on their billing configuration, hence on invoices, quotations and contracts. */
export const DEMO_MEDIATOR = {
  name: 'CM2C – Centre de médiation et de règlement amiable des huissiers de justice',
  url: 'https://www.cm2c.net',
} as const;
