// The gateway's batch of image look-ups (POST <base>/images/lookups), as both sides read it: the
// gateway (gateway/plugins/image-lookups.ts) answers it, the app (web/src/api/image-lookups.ts) sends it.
// The request is { paths: string[] } of the service's look-up paths after /api.

/** The most look-ups one request may carry: a generous screenful of cards. */
export const IMAGE_LOOKUPS_MAX = 100;

/** The service's answer to one look-up: its status and its body as text, unchanged. */
export interface LookupAnswer {
  status: number;
  body: string;
}

/** The gateway's answer: one entry per path asked, in the same order. */
export interface ImageLookupsAnswer {
  answers: LookupAnswer[];
}
