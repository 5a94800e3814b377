/** A setting's key as YAML and config files write it: an identifier, a colon, a value ("keep_days: 30", "paths: [/srv]"). */
const CONFIG_KEY = /(?<=^|\s)[a-z_][\w-]*:(?=\s+\S)/g;

/** Text that is code, a command or markup, not a sentence: never a point (issue 20 item 3, decision 162). */
export function looksLikeCode(text: string): boolean {
  const t = text.trim();
  // Strong signs: inline code marks, a shell prompt, a statement or block end, an assignment, markup.
  if (/`/.test(t)) return true;
  if (/^(?:\$|#|>|%)\s+\S/.test(t)) return true;
  if (/[{}]\s*$|^\s*[{}]/.test(t)) return true;
  // A statement's end is a semicolon after code ("x = f(y);"); a list item in prose ends on one too ("name the four stages;").
  if (/;\s*$/.test(t) && /[=(){}<>]/.test(t)) return true;
  if (/^[a-z_][\w.]*\s*(?:=|==|:=|=>)\s*\S/.test(t)) return true;
  if (/<\/?[a-z][\w-]*(?:\s[^>]*)?>/.test(t)) return true;
  // A programming manual's definition line: Texinfo's category label ("[Function]int asn1_write_value…"), or a
  // C declaration that opens on its return type ("const char * asn1_check_version (…", "int BZ2_bzCompressInit ( bz_stream *strm…").
  if (/\[(?:Function|Macro|Variable|Data Type|Type|Method|Constant)\]/.test(t)) return true;
  if (/^(?:(?:const|unsigned|signed|static|extern)\s+)*(?:void|int|char|long|short|float|double|bool|size_t|[a-z]\w*_t)\s*\**\s*[A-Za-z_]\w*\s*\(/.test(t))
    return true;
  // Weak signs (an option, a path, a call, an arrow, many symbols) count when few of the words are plain words:
  // "Restores never overwrite newer files unless you add --force" is a sentence.
  const weak =
    /(?:^|\s)--?[a-z][\w-]*(?:=\S+)?(?:\s|$)/.test(t) ||
    /(?:^|\s)\/[\w.-]+\/[\w./-]*/.test(t) ||
    /\b[\w.]+\((?!s\))[^)]*\)/.test(t) ||
    /\s(?:->|=>|\|)\s/.test(t) ||
    // Settings run together ("name: nightly-files paths: [/srv/files, /etc] keep_days: 30"): a second key in lower case.
    (t.match(CONFIG_KEY) ?? []).length >= 2 ||
    (t.length >= 8 && (t.replace(/(?<=\d)\/(?=\d)/g, '').match(/[{}[\]()<>=;|\\/$#@*_~^&]/g) ?? []).length / t.length > 0.12);
  if (!weak) return false;
  const tokens = t.split(/\s+/).filter(Boolean);
  const plain = tokens.filter((w) => /^[\p{L}][\p{Ll}'’-]*[.,:;!?]?$/u.test(w)).length;
  return plain / tokens.length < 0.6;
}
