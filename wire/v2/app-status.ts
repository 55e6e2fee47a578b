// GET /api/app/status: a JSON string sent as text/html; `status` is 1|0 on the wire.
import * as z from '../zod-mini.ts';

export const appStatusSchema = z.object({
  status: z.union([z.literal(1), z.literal(0), z.boolean()]),
  version: z.string(),
  commitTag: z.string(),
  updateAvailable: z.boolean(),
});

export type AppStatus = z.infer<typeof appStatusSchema>;
