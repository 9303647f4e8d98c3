/** Result codes carried in `header.code`. 0000, 1000 and 9000 are the spec's; the rest are this service's. */
export const ResultCode = {
  success: '0000',
  alreadyPurchased: '0001',
  /** Send a gift (extension): the same pack already waits for that receiver; nothing is sent. */
  giftWaiting: '0002',
  serverError: '1000',
  invalidParameter: '4000',
  notFound: '4004',
  methodNotAllowed: '4005',
  payloadTooLarge: '4013',
  tooManyRequests: '4029',
  unknownApiKey: '9000',
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];
