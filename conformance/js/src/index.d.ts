/** A rejection a codec's function throws or returns: a code of spec/errors.md and the byte offset of the failing check. */
export interface Rejection {
  code: string;
  offset: number;
  message?: string;
}

/** Options the runner passes to decode and levelCode. */
export interface DecodeOptions {
  format: string;
  profile: "strict" | "lenient";
}

/** Options the runner passes to encode. */
export interface EncodeOptions {
  format: string;
  /** The version to write; empty or absent: the version the codec declares for the format. */
  version?: string;
}

/**
 * What `--module` and `certify({ codec })` take: a module's exports (or its default export).
 * Each capability is "FORMAT/VERSION=decode,encode,strict,lenient,code", as the runner's --declare.
 * The functions return their result (not a Promise) and reject by throwing or returning
 * `{ [Symbol.for("slugspec.rejection")]: true, code, offset, message }` (a code of spec/errors.md),
 * or by throwing anything else (a rejection without a code).
 */
export interface Codec {
  name?: string;
  version?: string;
  capabilities: string[];
  /** The game as the proto3 JSON of the format's model (spec/proto). */
  decode?(slug: string, options: DecodeOptions): object;
  encode?(model: any, options: EncodeOptions): string;
  levelCode?(slug: string, options: DecodeOptions): string;
}

/** One case's result, as the runner's --results writes it. */
export interface CaseResult {
  id: string;
  status: "passed" | "failed" | "expected failure" | "skipped";
  check: string;
  format: string;
  version: string;
  profile: string;
  requirements: string[];
  /** "REQUIRED" or "RECOMMENDED" when that level failed, else "". */
  level: "" | "REQUIRED" | "RECOMMENDED";
  problem: string;
  /** For a case that did not pass: the runner's text (expected against received, requirements, rerun command). */
  details?: string;
}

export interface CertificateSummary {
  format: string;
  version: string;
  role: string;
  /** "CERTIFIED", "NOT CERTIFIED", "PARTIAL", ... */
  status: string;
  certified: boolean;
  /** The certificate line, as the runner prints it. */
  line: string;
}

export interface Run {
  /** The runner's exit status: 0 every REQUIRED case passed (or was listed), 1 otherwise. */
  status: number;
  pass: boolean;
  /** The run passed and every certificate says CERTIFIED (a filtered run certifies nothing). */
  certified: boolean;
  testee: string;
  /** The runner's summary, as it prints it. */
  summary: string;
  cases: CaseResult[];
  certificates: CertificateSummary[];
  corpusSha256: string;
  /** The JSON report (spec/conformance.md §8). */
  report: any;
}

/** The browser the page modes drive: Debian's `chromium` (the default) or `firefox-esr`. */
export type Engine = "chromium" | "firefox";

/** A page's codec, certified inside the page (`--browser URL --global NAME`). */
export interface BrowserCodec {
  /** The page's address (http://, https:// or file://). */
  url: string;
  /** The name under which the page exposes its Codec: `window[global]`. */
  global: string;
  engine?: Engine;
}

/** A page certified through its address bar (`--browser 'URL{slug}' --declare ... --read EXPR`). */
export interface AddressBarPage {
  /** The page's address, with `{slug}` where a link's slug goes. */
  url: string;
  /** What the page reads, as `--declare` spells it: "sudoku/v1=decode,lenient" (one a version). */
  declare: string | string[];
  /** A JavaScript expression the page gives `{model}`, `{link}` or `{rejected: true}` by, once it has settled. */
  read: string;
  /** Tabs reading cases at once (default 4). */
  jobs?: number;
  /** How long `read` must give the same value for the page to have settled (default 400 ms). */
  quietMs?: number;
  engine?: Engine;
}

/** One of `module`, `codec`, `browser` and `page`: the testee. */
export interface CertifyOptions {
  /** A path to a module exporting a Codec (imported on a thread of its own), or... */
  module?: string;
  /** ...the codec itself (answers on the caller's thread), or... */
  codec?: Codec;
  /** ...the codec a page exposes, called inside the page in a headless browser, or... */
  browser?: BrowserCodec;
  /** ...the page itself, each link opened in its address bar. */
  page?: AddressBarPage;
  /** The runner's own options, as on its command line: ["--cases", "10", "--expected-failures", "known.txt"]. */
  args?: string[];
  /** Where to keep the JSON report (else a temporary file). */
  json?: string;
}

/**
 * A whole conformance run of a codec or a page. Rejects when the run could
 * not happen, and with a TypeError for options the command line would refuse.
 */
export function certify(options: CertifyOptions): Promise<Run>;

/** What `decode`, `encode` and `levelCode` return or throw for a request they do not support: the case is skipped. */
export interface Skipped {
  reason: string;
}

/** The skip `decode`, `encode` and `levelCode` may throw or return: the role of the case is then INCOMPLETE, not certified. */
export function skipped(reason?: string): Skipped;

/** The rejection `decode`, `encode` and `levelCode` may throw or return. */
export function rejection(code: string, offset?: number, message?: string): Rejection;
