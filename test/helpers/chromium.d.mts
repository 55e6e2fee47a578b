export declare const CHROMIUM_PATH: string;
export declare const SHARED_BROWSER_ENV: string;
export declare const LAUNCH_OPTIONS: { executablePath: string; args: string[] };
export declare function startSharedBrowser(timeoutMs?: number): Promise<{ wsEndpoint: string; close(): Promise<void> }>;
