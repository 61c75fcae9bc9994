import { defineCatalog } from '@gv/proto';
import counterTexts from './messages/redeem.counter.json' with { type: 'json' };

/** The counter's page: scanning, typing or photographing the code, the camera, the location and the popups. */
export const counterMessages = defineCatalog('redeem.counter', counterTexts);
