// Values the e2e builds bake in and the tests check against.
export const CONTACT_EMAIL = 'hello@mise.test';
export const E2E_PUBLISHABLE_KEY = 'pk_test_mise_e2e';

/** Where the client builds of this test run are (see e2eBuilds.ts). */
export interface E2eBuilds {
  default: string;
  payments: string;
}
