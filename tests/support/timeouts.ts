// Every time limit of the browser and end-to-end tests, in one place. They are generous on
// purpose: the suite must pass on a machine whose load is several times its core count, where a
// production server takes tens of seconds to start and Chromium seconds to paint. A limit here is a
// guard against a hang, never a performance assertion.

/** One end-to-end test. */
export const E2E_TEST_TIMEOUT = 240_000;
/** A beforeAll/afterAll hook: typically starting (and seeding) a production server. */
export const E2E_HOOK_TIMEOUT = 300_000;
/** Until a started server answers /healthz. */
export const SERVER_START_TIMEOUT = 180_000;
/** One wait inside a test: expect.poll, a Playwright action or navigation, an e-mail to arrive. */
export const E2E_WAIT = 45_000;
