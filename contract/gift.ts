import * as z from 'zod/mini';
import { PackageSummarySchema } from './pack';
import { YesNoSchema } from './primitives';

/** M12 items. receiveDate is empty until the gift is confirmed. */
export const GiftRecordSchema = z.object({
  ...PackageSummarySchema.shape,
  sendUserId: z.string(),
  receiveUserId: z.string(),
  isReceive: YesNoSchema,
  sendDate: z.string(),
  receiveDate: z._default(z.nullable(z.string()), ''),
});
export type GiftRecord = z.infer<typeof GiftRecordSchema>;
