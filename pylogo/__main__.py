"""``python -m pylogo``: the same as the ``pylogo`` command."""

from .frontends.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
