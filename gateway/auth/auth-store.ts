// DATA_DIR/auth.json: the admin account (scrypt hash), the key that signs sessions and the API key.
// Written atomically (a temporary file renamed over the old one) with mode 0600. Read again when the
// file changes on disk, at most once a second, so that `npm run reset-password` and a second
// gateway sharing DATA_DIR take effect without a restart.
import '../../wire/zod-english.ts';
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from '../../wire/zod-mini.ts';
import { makeDirectorySync } from '../make-directory.ts';

/** The file's name inside DATA_DIR. */
export const AUTH_FILE_NAME = 'auth.json';

/** How often the file's modification time is looked at, in ms. */
const RECHECK_MS = 1000;

const accountSchema = z.object({
  username: z.string().check(z.minLength(1)),
  passwordHash: z.string().check(z.minLength(1)),
  /** Raised when the password changes: sessions signed for an older generation are refused. */
  sessionGeneration: z.int().check(z.gte(0)),
});

const recordSchema = z.object({
  version: z.literal(1),
  /** 32 random bytes, base64; SESSION_SECRET takes its place when set. */
  sessionKey: z.string().check(z.minLength(32)),
  /** The gateway's API key for scripts and dashboards (hex). */
  apiKey: z.string().check(z.minLength(32)),
  account: z.nullable(accountSchema),
});

export type Account = z.infer<typeof accountSchema>;
export type AuthRecord = z.infer<typeof recordSchema>;

/** A new random API key: 32 hex digits (128 bits), as the *arr apps use. */
export function newApiKey(): string {
  return randomBytes(16).toString('hex');
}

/** A fresh record with new keys and no account yet. */
export function newAuthRecord(): AuthRecord {
  return { version: 1, sessionKey: randomBytes(32).toString('base64'), apiKey: newApiKey(), account: null };
}

/**
 * auth.json exists but cannot be read as a record. Its message names the file and what is wrong,
 * never the file's text: a JSON parser's message quotes the bytes around the fault, which may be a
 * key or a password hash, and this message reaches logs.
 */
export class AuthFileUnreadable extends Error {}

export class AuthStore {
  readonly file: string;
  private record: AuthRecord | undefined;
  /** Set while the file cannot be read: every read fails alike until it can (never "no account yet", which would open setup). */
  private failure: AuthFileUnreadable | undefined;
  /** The file's change time when last read: a write changes its mtime, a chmod only its ctime. */
  private seenCtimeMs = -1;
  private seenMtimeMs = -1;
  private checkedAt = -Infinity;

  constructor(
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = join(dataDir, AUTH_FILE_NAME);
  }

  /**
   * Before the first run's account exists, makes sure DATA_DIR can take auth.json, so a gateway
   * whose DATA_DIR cannot be created or written stops at start with one line instead of failing the
   * first sign-up with a 500. Once the file exists, reading it is the check: a read-only DATA_DIR with
   * a ready auth.json still serves.
   */
  prepare(): void {
    if (this.read()) return;
    try {
      makeDirectorySync(this.dataDir);
      accessSync(this.dataDir, constants.W_OK);
    } catch (error) {
      throw new Error(`DATA_DIR ${this.dataDir} cannot hold ${AUTH_FILE_NAME} (the account and keys): ${(error as Error).message}`);
    }
  }

  /** The record as on disk (undefined before the first write); throws AuthFileUnreadable when the file is not a valid record. */
  read(): AuthRecord | undefined {
    const now = this.now();
    if (now - this.checkedAt < RECHECK_MS) {
      if (this.failure) throw this.failure;
      return this.record;
    }
    this.checkedAt = now;
    try {
      this.reread();
      this.failure = undefined;
    } catch (error) {
      this.failure = error instanceof AuthFileUnreadable ? error : new AuthFileUnreadable(`${this.file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).name})`);
      throw this.failure;
    }
    return this.record;
  }

  /** Reads the file again when it changed on disk (or was never read); none there is no record. */
  private reread(): void {
    let mtimeMs: number;
    let ctimeMs: number;
    try {
      ({ mtimeMs, ctimeMs } = statSync(this.file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.record = undefined;
      this.seenMtimeMs = -1;
      return;
    }
    if (mtimeMs === this.seenMtimeMs && ctimeMs === this.seenCtimeMs && this.record) return;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(this.file, 'utf8'));
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      throw new AuthFileUnreadable(`${this.file} is not a valid auth file: it is not JSON`);
    }
    const parsed = recordSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AuthFileUnreadable(`${this.file} is not a valid auth file: ${issue?.path.join('.') || 'the record'}: ${issue?.message}`);
    }
    this.record = parsed.data;
    this.seenMtimeMs = mtimeMs;
    this.seenCtimeMs = ctimeMs;
  }

  /** The record, created with new keys (and written) when there is none yet. */
  readOrCreate(): AuthRecord {
    return this.read() ?? this.write(newAuthRecord());
  }

  /** Writes the record atomically with mode 0600 and returns it. */
  write(record: AuthRecord): AuthRecord {
    const valid = recordSchema.parse(record);
    makeDirectorySync(this.dataDir);
    const temporary = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(valid, null, 2)}\n`, { mode: 0o600 });
    // The mode given to writeFileSync is reduced by the umask; the file holds secrets, so set it outright.
    chmodSync(temporary, 0o600);
    renameSync(temporary, this.file);
    this.record = valid;
    this.failure = undefined;
    ({ mtimeMs: this.seenMtimeMs, ctimeMs: this.seenCtimeMs } = statSync(this.file));
    this.checkedAt = this.now();
    return valid;
  }
}
