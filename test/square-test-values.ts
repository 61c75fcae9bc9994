/** The Square emulator's documented test values, for API tests of services that never talk to Square themselves. */
export { merchantFor, REVOKED_ACCESS_TOKEN, TEST_LOCATIONS, TEST_SOURCES } from '@gv/square-emulator';
