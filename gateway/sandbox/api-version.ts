// The Maintainerr API generations the sandbox can speak: v2.21 (the older wire) and v3.24 (the
// current release). The gateway's SANDBOX_API and startSandbox's apiVersion pick one.

export const SANDBOX_API_VERSIONS = ['2.21', '3.24'] as const;

export type SandboxApiVersion = (typeof SANDBOX_API_VERSIONS)[number];
