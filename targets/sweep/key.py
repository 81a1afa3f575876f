"""The key of a sweep row: what can change its result, and nothing else.

    python3 targets/sweep/key.py build   # the build table's key: src/, build.rs, Cargo.toml
    python3 targets/sweep/key.py load    # the load table's key: the same less src/timer.rs

Each file enters as the compiler is given it less what cannot change a build: Rust with its
comments (doc comments included) removed and each run of whitespace outside a literal made
one space; Cargo.toml with its comments removed, the same way; src/docs/'s Markdown, which
the code includes as documentation only (`#[doc = include_str!(..)]`), by its name. So a doc
edit or a reformat keeps every row, and a one-token edit of the code makes every row of its
table stale.

The load table's rows are the code of `U64Copy::load` and `store` and build.rs's backend:
src/timer.rs, a client of `U64Latch` that nothing else in the crate uses, cannot change
them; whether the crate builds with it is the build table's row, which `--check-table`
requires to be current beside every load row.
"""

import hashlib
import pathlib
import sys

# Files that no load row depends on (see above).
NOT_IN_LOAD = {"src/timer.rs"}


def strip_rust(text):
    """Rust source less comments, each whitespace run outside literals one space."""
    out, i, n, space = [], 0, len(text), False

    def string_end(i):
        # Where the string literal at i ends ("...", b"...", r#"..."#, br"..."), or None.
        if i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_"):
            return None
        j = i + (text[i] == "b")
        raw = text[j] == "r"
        j += raw
        hashes = 0
        while raw and text[j] == "#":
            hashes, j = hashes + 1, j + 1
        if text[j] != '"':
            return None
        if raw:
            close = '"' + "#" * hashes
            return text.index(close, j + 1) + len(close)
        j += 1
        while text[j] != '"':
            j += 2 if text[j] == "\\" else 1
        return j + 1

    while i < n:
        if text.startswith("//", i):
            newline = text.find("\n", i)
            i, space = (n if newline < 0 else newline), True
            continue
        if text.startswith("/*", i):
            depth, i = 1, i + 2
            while depth:
                if text.startswith(("/*", "*/"), i):
                    depth += 1 if text[i + 1] == "*" else -1
                    i += 2
                else:
                    i += 1
            space = True
            continue
        c = text[i]
        if c.isspace():
            i, space = i + 1, True
            continue
        if space and out:
            out.append(" ")
        space = False
        end = string_end(i) if c in 'br"' else None
        if end is None and c == "'":
            # A char literal ('x', '\n', '\'', '\u{..}') or a lifetime ('a: no closing quote).
            if text[i + 1] == "\\":
                end = text.index("'", i + 3) + 1
            elif text[i + 2] == "'":
                end = i + 3
        end = end or i + 1
        out.append(text[i:end])
        i = end
    return "".join(out)


def strip_toml(text):
    """TOML less comments (a `#` outside a string), each whitespace run one space."""
    lines = []
    for line in text.splitlines():
        kept, quote = [], None
        for c in line:
            if quote:
                quote = None if c == quote else quote
            elif c in "\"'":
                quote = c
            elif c == "#":
                break
            kept.append(c)
        lines.append("".join(kept))
    return " ".join(" ".join(lines).split())


def key(repo, table):
    files = sorted(p for p in (repo / "src").rglob("*") if p.is_file())
    files += [repo / "build.rs", repo / "Cargo.toml"]
    digest = hashlib.sha256()
    for path in sorted(files):
        name = path.relative_to(repo).as_posix()
        if table == "load" and name in NOT_IN_LOAD:
            continue
        text = path.read_text()
        if name.endswith(".rs"):
            text = strip_rust(text)
        elif name.endswith(".toml"):
            text = strip_toml(text)
        elif name.startswith("src/docs/") and name.endswith(".md"):
            text = ""
        digest.update(f"{name}\0{text}\0".encode())
    return digest.hexdigest()[:12]


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in ("build", "load"):
        sys.exit(__doc__.split("\n\n")[1])
    print(key(pathlib.Path(__file__).resolve().parents[2], sys.argv[1]))
