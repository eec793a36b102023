import type { ScriptTrust } from "./trusted-scripts.ts";

/**
 * Passes an HTML document through as it streams, adding `nonce="…"` to each inline script whose text `trust`
 * accepts. Only the start tags React and Next write can get one: a bare `<script>`, or React's `<script id="_R_">`
 * that marks the end of the shell. `<script src>`, JSON-LD and other tags with attributes pass unchanged.
 *
 * The markup is read the way the browser's tokenizer reads it, as far as scripts are concerned: comments, tags
 * with quoted attribute values, raw-text elements (`<style>`, `<textarea>`, `<noscript>`…) and a script's end, which is
 * the first `</script` followed by whitespace, `/` or `>`. A trusted text never holds `<!--`, the one sequence that
 * lets a browser run a script past that point. Whatever this reader misjudges can only cost a script its nonce,
 * never give one to text the browser runs otherwise: the nonce goes only in front of text that was checked up to the
 * end the browser will see.
 *
 * Works on latin1 strings (one character per byte), so bytes pass through unchanged whatever their encoding.
 * Holds back only the tail it cannot judge yet: an unfinished tag, or an inline script until its end arrives.
 */
/** An end tag as the tokenizer finds it: `</name` then whitespace, `/` or `>`, in any case. */
interface EndTag {
  pattern: RegExp;
  /** Characters of `</name`: a match can start no earlier than this many characters before the buffer's end. */
  length: number;
}
const endTag = (name: string): EndTag => ({ pattern: new RegExp(`</${name}[\\t\\n\\f\\r />]`, "gi"), length: name.length + 2 });
const SCRIPT_END = endTag("script");
const RAW_TEXT_ENDS = new Map(
  ["style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript"].map((name) => [name, endTag(name)]),
);
const INLINE_SCRIPT_TAG = /^<script(?: id="_[\w-]*R_")?>$/;
/** Past this, a tag or inline script still waiting for its end goes out as it is, without a nonce. */
const MAX_HELD_CHARS = 8 * 1024 * 1024;

type Mode =
  | { kind: "markup" }
  /** The buffer starts with an inline script's start tag (`tagLength` long); `scanFrom` is where to look for its end. */
  | { kind: "inline-script"; tagLength: number; scanFrom: number }
  /** Content passed through unread up to an end tag: a script that cannot get a nonce, or a raw-text element. */
  | { kind: "text"; end: EndTag }
  | { kind: "plaintext" };

/** A complete piece of markup at the buffer's position, or "incomplete" when its end has not arrived. */
type Markup = { end: number; startTag?: string } | "incomplete";

export class ScriptNonceStream {
  readonly #nonceAttribute: string;
  readonly #trust: ScriptTrust;
  #buffer = "";
  #mode: Mode = { kind: "markup" };

  constructor(nonce: string, trust: ScriptTrust) {
    this.#nonceAttribute = ` nonce="${nonce}">`;
    this.#trust = trust;
  }

  /** Takes the next piece of the document; returns what can be sent now. */
  push(chunk: string): string {
    this.#buffer += chunk;
    return this.#drain(false);
  }

  /** The document is complete: returns the rest. */
  end(): string {
    return this.#drain(true);
  }

  #drain(final: boolean): string {
    const buffer = this.#buffer;
    // buffer[sent, pos) goes out as it is; only a nonce is ever inserted.
    const out: string[] = [];
    let sent = 0;
    let pos = 0;
    let held = false;
    while (pos < buffer.length && !held) {
      const mode = this.#mode;
      if (mode.kind === "plaintext") {
        pos = buffer.length;
      } else if (mode.kind === "text") {
        mode.end.pattern.lastIndex = pos;
        const found = mode.end.pattern.exec(buffer);
        if (found) {
          pos = found.index;
          this.#mode = { kind: "markup" };
        } else {
          // The end tag may be cut by the chunk boundary: keep what could be its start.
          pos = final ? buffer.length : Math.max(pos, buffer.length - mode.end.length);
          held = true;
        }
      } else if (mode.kind === "inline-script") {
        SCRIPT_END.pattern.lastIndex = mode.scanFrom;
        const found = SCRIPT_END.pattern.exec(buffer);
        if (found) {
          const content = buffer.slice(pos + mode.tagLength, found.index);
          if (!content.includes("<!--") && this.#trust(content)) {
            out.push(buffer.slice(sent, pos + mode.tagLength - 1), this.#nonceAttribute);
            sent = pos + mode.tagLength;
          }
          pos = found.index;
          this.#mode = { kind: "markup" };
        } else if (final || buffer.length - pos > MAX_HELD_CHARS) {
          pos = buffer.length;
          this.#mode = { kind: "text", end: SCRIPT_END };
        } else {
          mode.scanFrom = Math.max(pos + mode.tagLength, buffer.length - SCRIPT_END.length);
          held = true;
        }
      } else {
        const lt = buffer.indexOf("<", pos);
        if (lt === -1) {
          pos = buffer.length;
          break;
        }
        pos = lt;
        const markup = readMarkup(buffer, lt);
        if (markup === "incomplete") {
          if (final || buffer.length - lt > MAX_HELD_CHARS) pos = buffer.length;
          else held = true;
          continue;
        }
        if (markup.startTag === "script" && INLINE_SCRIPT_TAG.test(buffer.slice(lt, markup.end))) {
          this.#mode = { kind: "inline-script", tagLength: markup.end - lt, scanFrom: markup.end };
          continue;
        }
        pos = markup.end;
        if (markup.startTag === "script") this.#mode = { kind: "text", end: SCRIPT_END };
        else if (markup.startTag === "plaintext") this.#mode = { kind: "plaintext" };
        else {
          const rawTextEnd = markup.startTag === undefined ? undefined : RAW_TEXT_ENDS.get(markup.startTag);
          if (rawTextEnd) this.#mode = { kind: "text", end: rawTextEnd };
        }
      }
    }
    out.push(buffer.slice(sent, pos));
    this.#buffer = buffer.slice(pos);
    // Positions held for the next chunk are relative to the buffer, which now starts at `pos`.
    if (this.#mode.kind === "inline-script") this.#mode.scanFrom -= pos;
    return out.join("");
  }
}

/** Reads the markup that starts with the `<` at `lt`: a comment, a declaration, an end tag or a start tag. */
function readMarkup(buffer: string, lt: number): Markup {
  if (lt + 1 >= buffer.length) return "incomplete";
  const next = buffer[lt + 1]!;
  if (next === "!") {
    if (buffer.length < lt + 4) return "incomplete";
    // `<!-->` and `<!--->` are complete (empty) comments too: search from just after `<!`.
    const close = buffer.startsWith("<!--", lt) ? buffer.indexOf("-->", lt + 2) : buffer.indexOf(">", lt + 2);
    if (close === -1) return "incomplete";
    return { end: close + (buffer[close] === ">" ? 1 : 3) };
  }
  if (next === "?") return upTo(buffer, ">", lt + 2);
  if (next === "/") {
    if (lt + 2 >= buffer.length) return "incomplete";
    if (isAsciiLetter(buffer[lt + 2]!)) return readTag(buffer, lt + 2, false);
    return upTo(buffer, ">", lt + 2);
  }
  if (isAsciiLetter(next)) return readTag(buffer, lt + 1, true);
  // A `<` that starts nothing is text.
  return { end: lt + 1 };
}

function upTo(buffer: string, char: string, from: number): Markup {
  const at = buffer.indexOf(char, from);
  return at === -1 ? "incomplete" : { end: at + 1 };
}

/** A tag from its name at `from` to its `>`, attribute values quoted or not. */
function readTag(buffer: string, from: number, isStart: boolean): Markup {
  const length = buffer.length;
  let p = from;
  while (p < length && !isNameEnd(buffer.charCodeAt(p))) p++;
  // Only the names of script, raw-text and plaintext elements matter (3 to 9 letters).
  const name = isStart && p - from >= 3 && p - from <= 9 ? buffer.slice(from, p).toLowerCase() : "";
  for (;;) {
    while (p < length && isWhitespace(buffer.charCodeAt(p))) p++;
    if (p >= length) return "incomplete";
    const c = buffer.charCodeAt(p);
    if (c === GREATER_THAN) return isStart ? { end: p + 1, startTag: name } : { end: p + 1 };
    if (c === SLASH) {
      p++;
      continue;
    }
    // An attribute name (its first character may be `=`), then an optional value.
    p++;
    while (p < length && !isNameEnd(buffer.charCodeAt(p)) && buffer.charCodeAt(p) !== EQUALS) p++;
    while (p < length && isWhitespace(buffer.charCodeAt(p))) p++;
    if (p >= length) return "incomplete";
    if (buffer.charCodeAt(p) !== EQUALS) continue;
    p++;
    while (p < length && isWhitespace(buffer.charCodeAt(p))) p++;
    if (p >= length) return "incomplete";
    const quote = buffer.charCodeAt(p);
    if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
      const close = buffer.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", p + 1);
      if (close === -1) return "incomplete";
      p = close + 1;
    } else {
      while (p < length && !isWhitespace(buffer.charCodeAt(p)) && buffer.charCodeAt(p) !== GREATER_THAN) p++;
    }
  }
}

const [TAB, LINE_FEED, FORM_FEED, CARRIAGE_RETURN, SPACE] = [9, 10, 12, 13, 32];
const [SLASH, EQUALS, GREATER_THAN, DOUBLE_QUOTE, SINGLE_QUOTE] = [47, 61, 62, 34, 39];

function isWhitespace(c: number): boolean {
  return c === SPACE || c === LINE_FEED || c === TAB || c === CARRIAGE_RETURN || c === FORM_FEED;
}

function isNameEnd(c: number): boolean {
  return c === GREATER_THAN || c === SLASH || isWhitespace(c);
}

function isAsciiLetter(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");
}
