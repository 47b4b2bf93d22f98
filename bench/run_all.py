"""Run every benchmark script in this folder and print all their figures.

    python bench/run_all.py            every script, one after the other
    python bench/run_all.py fold load  only scripts whose name contains a word
    python bench/run_all.py --markdown the same, as a Markdown section per script

Each script runs in its own process (so one's imports and caches do not speed
up the next) from the project folder. Exit status 1 if any script failed.
"""

from __future__ import annotations

import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def scripts(words: list[str]) -> list[Path]:
    found = sorted(p for p in HERE.glob("*.py") if p.name != Path(__file__).name and not p.name.startswith("_"))
    return [p for p in found if not words or any(w in p.stem for w in words)]


def main(argv: list[str]) -> int:
    markdown = "--markdown" in argv
    words = [a for a in argv if not a.startswith("--")]
    chosen = scripts(words)
    if not chosen:
        print(f"no bench script matches {' '.join(words)}", file=sys.stderr)
        return 1
    print(f"{platform.python_implementation()} {platform.python_version()} on {platform.machine()}, "
          f"{len(chosen)} scripts")
    failed = []
    for path in chosen:
        start = time.perf_counter()
        run = subprocess.run([sys.executable, str(path)], cwd=ROOT, capture_output=True, text=True)
        took = time.perf_counter() - start
        out = run.stdout.rstrip()
        if markdown:
            print(f"\n### {path.name}\n\n```\n{out}\n```")
        else:
            print(f"\n== {path.name} ({took:.1f} s)")
            print(out)
        if run.returncode != 0:
            failed.append(path.name)
            print(f"!! {path.name} failed (exit {run.returncode}):\n{run.stderr.rstrip()[-2000:]}")
    if failed:
        print(f"\n{len(failed)} failed: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
