/**
 * The Square SDK, loaded when a payment is first made or asked about: it is 3,600 files and about 33 MB of heap, which
 * a process that has not taken a payment yet (an all-in-one before its first sale) need not hold (decision 0057).
 */
export const squareSdk = (): Promise<typeof import('square')> => import('square');
