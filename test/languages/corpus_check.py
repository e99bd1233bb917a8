"""Parses every body of the corpus with the generated module, leniently and strictly, and
compares each verdict with the TypeScript guard's. Run by scripts/test-languages.mjs:
python3 corpus_check.py CORPUS.json LABEL (the generated module on PYTHONPATH; the runner
names the module of each catalogue it checks in the import below)."""

import json
import sys

from api_error_catalogue import Parsed, parse_error_body_json


def main() -> int:
    label = sys.argv[2]
    with open(sys.argv[1], encoding="utf-8") as file:
        corpus: object = json.load(file)
    assert isinstance(corpus, list)
    disagreements = 0
    for entry in corpus:
        assert isinstance(entry, dict)
        text = entry["text"]
        assert isinstance(text, str)
        for mode, strict in (("lenient", False), ("strict", True)):
            ok = isinstance(parse_error_body_json(text, strict=strict), Parsed)
            if ok != entry[mode]:
                disagreements += 1
                print(f"{label} disagrees ({mode}): {entry['name']}: expected {entry[mode]}, got {ok}", file=sys.stderr)
                break
    print(f"{label}: {len(corpus) - disagreements}/{len(corpus)} corpus bodies agree")
    return 1 if disagreements > 0 else 0


if __name__ == "__main__":
    sys.exit(main())
