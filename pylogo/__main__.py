"""``python -m pylogo``: the same as the ``pylogo`` command."""

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
