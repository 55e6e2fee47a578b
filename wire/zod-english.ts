// zod's English messages, registered as classic zod does (only when no locale is set yet): imported
// by every module whose zod messages someone reads (the gateway's answers and start-up lines, the
// app's forms). zod writes an issue's message when it parses, so the import must come before.
// Without it zod/mini's issues all read "Invalid input"; the app's first load, which shows no
// message, leaves it out (it is about 1 KB brotli).
import { config, globalConfig } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

if (!globalConfig.localeError) config(en());
