/** The built web app the gateway serves. */
export const WEB_DIST = new URL('../../../web/dist', import.meta.url).pathname;
