// One import per screen; import() runs each once, so the early reads, prefetching and routing share
// the download.
export const screenModules = {
  overview: () => import('./routes/overview.tsx'),
  rules: () => import('./routes/rules.tsx'),
  collections: () => import('./routes/collections.tsx'),
  settings: () => import('./routes/settings.tsx'),
};
