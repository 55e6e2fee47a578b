// Reads tap's TAP output line by line: counts the test points and keeps each failure with where it
// stands (file > subtest > point) and its diagnostics, so that a run can end with a short list of
// what failed. CI often keeps only the end of a long log; without that list a failure in the middle
// of 9,000 points is lost.
// A point that closes an indented subtest block is that subtest's summary, not a test of its own:
// it is neither counted nor listed, unless nothing inside it failed (a file that timed out or died
// after its points passed), in which case it is the only trace of the failure.

/** How many lines of one failure's diagnostics the closing list keeps. */
const DIAGNOSTIC_LINES_KEPT = 24;

export class TapTally {
  passed = 0;
  failed = 0;
  skipped = 0;
  /** @type {{ where: string; diagnostics: string[] }[]} */
  failures = [];
  #previousIndent = 0;
  /** Open subtests' names by the indent of their `# Subtest:` line (their summary point's indent). */
  #subtestAt = new Map();
  /** How many failures were listed when each open subtest began, by the same indent. */
  #failuresBefore = new Map();
  /** The point just read: its YAML block, if one follows, is read at `indent` (and kept if it failed). */
  #diagnosticsOf;

  /** @param {string} line */
  line(line) {
    const trimmed = line.trimStart();
    const indent = line.length - trimmed.length;
    if (this.#diagnosticsOf && this.#readDiagnostics(trimmed, indent, line)) return;
    if (trimmed === '') return;
    const subtest = /^# Subtest: (.*)$/.exec(trimmed);
    if (subtest) {
      for (const open of [...this.#subtestAt.keys()]) if (open >= indent) this.#subtestAt.delete(open);
      this.#subtestAt.set(indent, subtest[1]);
      this.#failuresBefore.set(indent, this.failures.length);
      return;
    }
    const point = /^(not )?ok \d+(?: - (.*?))?(?: # time=\S+)?$/.exec(trimmed);
    if (!point) {
      this.#previousIndent = indent;
      return;
    }
    const isLeaf = indent >= this.#previousIndent;
    this.#previousIndent = indent;
    // Any point may carry a YAML block (a passing one too, e.g. a todo's reason): it is read past
    // whole, so that its deeper lines are not taken for a subtest's and the next point still counts.
    this.#diagnosticsOf = { failure: undefined, indent: indent + 2, open: false };
    const isFailure = Boolean(point[1]);
    // A todo or skip point is not a failure, whatever its ok says (a todo is meant to fail).
    const isSkipOrTodo = /#\s*(SKIP|TODO)\b/i.test(trimmed);
    if (isLeaf) {
      if (isSkipOrTodo) this.skipped += 1;
      else if (isFailure) this.failed += 1;
      else this.passed += 1;
    }
    const failedInside = !isLeaf && this.failures.length > (this.#failuresBefore.get(indent) ?? 0);
    if (!isFailure || isSkipOrTodo || failedInside) return;
    const path = [...this.#subtestAt.entries()].filter(([at]) => at < indent).map(([, name]) => name);
    const failure = { where: [...path, point[2] ?? '(unnamed)'].join(' > '), diagnostics: [] };
    this.failures.push(failure);
    this.#diagnosticsOf.failure = failure;
  }

  /** Takes the line if it belongs to the YAML block of the point just read (kept when it failed). */
  #readDiagnostics(trimmed, indent, line) {
    const reading = this.#diagnosticsOf;
    if (!reading.open) {
      if (trimmed === '---' && indent === reading.indent) {
        reading.open = true;
        return true;
      }
      this.#diagnosticsOf = undefined;
      return false;
    }
    if (trimmed === '...' && indent === reading.indent) this.#diagnosticsOf = undefined;
    else if (reading.failure && reading.failure.diagnostics.length < DIAGNOSTIC_LINES_KEPT) reading.failure.diagnostics.push(line.slice(reading.indent));
    return true;
  }

  /** The closing list: one paragraph per failure, or nothing when all passed. */
  failureReport() {
    if (this.failures.length === 0) return '';
    const paragraphs = this.failures.map(({ where, diagnostics }) => [`✗ ${where}`, ...diagnostics.map((text) => `    ${text}`)].join('\n'));
    return `\nFailed (${this.failures.length}):\n${paragraphs.join('\n\n')}\n`;
  }
}
