// The prefix image URLs start with (lib/image-url.ts), following the service's cacheImages setting.
import { useMainSettings } from '../api/main-settings.ts';
import { imageBaseFor } from '../lib/image-url.ts';

/** The image URL prefix once the settings have loaded (or failed to); undefined until then. */
export function useImageBase(): string | undefined {
  const { data: settings, error, isLoading } = useMainSettings();
  if (isLoading && !error) return undefined;
  return imageBaseFor(settings?.general.cacheImages);
}
