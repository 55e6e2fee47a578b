// Just enough YAML for the rule import/export documents: block maps, block sequences and scalars
// (plain, "double" or 'single' quoted), read with YAML 1.2's core schema, written the way the
// `yaml` package the service uses writes them (two-space indent, sequences inside a map indented,
// strings quoted only when they would read back as something else). The project has no YAML
// library and the sandbox only ever meets this one document shape; anything else (flow
// collections, anchors, multi-line scalars) is refused as invalid rather than guessed at.
export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

export class YamlSyntaxError extends Error {}

// ---- writing ----

const CORE_SCHEMA_NON_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?\d+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** A string that reads back as itself without quotes: no indicator first, no ": " or " #", no edge spaces. */
function isPlainSafe(value: string): boolean {
  return (
    value !== '' &&
    value === value.trim() &&
    !/^[-?:,[\]{}#&*!|>'"%@`]/.test(value) &&
    !/: | #|:$|[\u0000-\u001f\u007f]/.test(value) &&
    !CORE_SCHEMA_NON_STRING.test(value)
  );
}

function scalarText(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value !== 'string') return String(value);
  if (isPlainSafe(value)) return value;
  // Like the `yaml` package: double quotes, or single ones when only they spare escaping.
  return value.includes('"') && !value.includes("'") && !/[\u0000-\u001f\\]/.test(value) ? `'${value}'` : JSON.stringify(value);
}

/** Writes a document of maps, lists and scalars. */
export function writeYaml(value: YamlValue): string {
  return writeNode(value, 0).join('\n') + '\n';
}

function writeNode(value: YamlValue, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (Array.isArray(value)) {
    return value.flatMap((entry) => {
      const lines = isCollection(entry) && !isEmpty(entry) ? writeNode(entry, indent + 2) : [`${pad}  ${inline(entry)}`];
      return [`${pad}- ${lines[0]!.trimStart()}`, ...lines.slice(1)];
    });
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => {
      const name = scalarText(key);
      if (!isCollection(entry) || isEmpty(entry)) return [`${pad}${name}: ${inline(entry)}`];
      // A list inside a map is indented under its key, as the service's writer does.
      return [`${pad}${name}:`, ...writeNode(entry, indent + 2)];
    });
  }
  return [`${pad}${scalarText(value)}`];
}

const isCollection = (value: YamlValue) => value !== null && typeof value === 'object';
const isEmpty = (value: YamlValue) => (Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0);
const inline = (value: YamlValue) => (Array.isArray(value) ? '[]' : value !== null && typeof value === 'object' ? '{}' : scalarText(value));

// ---- reading ----

interface Line {
  indent: number;
  text: string;
}

/** Reads a document; throws YamlSyntaxError on anything outside the supported shape. */
export function readYaml(source: string): YamlValue {
  const lines: Line[] = [];
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const text = stripComment(raw).trimEnd();
    if (!text.trim() || text.trim() === '---') continue;
    if (/^\t/.test(text)) throw new YamlSyntaxError('tabs are not indentation');
    lines.push({ indent: text.length - text.trimStart().length, text: text.trimStart() });
  }
  if (!lines.length) return null;
  const reader = { lines, at: 0 };
  const value = readBlock(reader, lines[0]!.indent);
  if (reader.at < lines.length) throw new YamlSyntaxError(`unexpected indentation at "${lines[reader.at]!.text}"`);
  return value;
}

function stripComment(line: string): string {
  let quote: string | null = null;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote) {
      if (char === '\\' && quote === '"') index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (index === 0 || /\s/.test(line[index - 1]!))) {
      return line.slice(0, index);
    }
  }
  return line;
}

interface Reader {
  lines: Line[];
  at: number;
}

function readBlock(reader: Reader, indent: number): YamlValue {
  const first = reader.lines[reader.at]!;
  return first.text === '-' || first.text.startsWith('- ') ? readSequence(reader, indent) : readMap(reader, indent);
}

function readSequence(reader: Reader, indent: number): YamlValue[] {
  const items: YamlValue[] = [];
  for (let line = reader.lines[reader.at]; line && line.indent === indent && (line.text === '-' || line.text.startsWith('- ')); line = reader.lines[reader.at]) {
    const rest = line.text.slice(1).trimStart();
    if (!rest) {
      reader.at++;
      items.push(readNested(reader, indent));
      continue;
    }
    // "- key: value" opens a map whose keys line up with "key".
    const column = indent + (line.text.length - rest.length);
    if (keyOf(rest) !== undefined || rest.startsWith('- ')) {
      reader.lines[reader.at] = { indent: column, text: rest };
      items.push(readBlock(reader, column));
    } else {
      reader.at++;
      items.push(readScalar(rest));
    }
  }
  return items;
}

function readMap(reader: Reader, indent: number): { [key: string]: YamlValue } {
  const map: { [key: string]: YamlValue } = {};
  for (let line = reader.lines[reader.at]; line && line.indent === indent; line = reader.lines[reader.at]) {
    const entry = keyOf(line.text);
    if (entry === undefined) throw new YamlSyntaxError(`expected "key: value" at "${line.text}"`);
    if (Object.hasOwn(map, entry.key)) throw new YamlSyntaxError(`duplicate key "${entry.key}"`);
    reader.at++;
    if (entry.rest) {
      map[entry.key] = readScalar(entry.rest);
      continue;
    }
    const next = reader.lines[reader.at];
    // A list may sit at its key's own indentation.
    map[entry.key] = next && next.indent === indent && next.text.startsWith('- ') ? readSequence(reader, indent) : readNested(reader, indent);
  }
  return map;
}

function readNested(reader: Reader, parentIndent: number): YamlValue {
  const next = reader.lines[reader.at];
  if (!next || next.indent <= parentIndent) return null;
  return readBlock(reader, next.indent);
}

/** `key: rest` with a plain or quoted key; undefined when the text is not a map entry. */
function keyOf(text: string): { key: string; rest: string } | undefined {
  const quoted = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')\s*:(?:\s+(.*))?$/.exec(text);
  if (quoted) return { key: String(readScalar(quoted[1]!)), rest: quoted[2]?.trim() ?? '' };
  const plain = /^([^\s"'#\-[\]{},&*!|>%@`][^:#]*?|-[^\s:#][^:#]*?)\s*:(?:\s+(.*))?$/.exec(text);
  return plain ? { key: plain[1]!, rest: plain[2]?.trim() ?? '' } : undefined;
}

function readScalar(text: string): YamlValue {
  if (text.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(text)) throw new YamlSyntaxError(`unterminated string ${text}`);
    return JSON.parse(text) as string;
  }
  if (text.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(text)) throw new YamlSyntaxError(`unterminated string ${text}`);
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (text === '[]') return [];
  if (text === '{}') return {};
  if (/^[[{&*!|>%@`]/.test(text)) throw new YamlSyntaxError(`unsupported value ${text}`);
  if (/^(?:~|null|Null|NULL)$/.test(text)) return null;
  if (/^(?:true|True|TRUE)$/.test(text)) return true;
  if (/^(?:false|False|FALSE)$/.test(text)) return false;
  if (/^[-+]?(?:\d+|(?:\.\d+|\d+\.\d*)(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+)$/.test(text)) return Number(text);
  return text;
}
