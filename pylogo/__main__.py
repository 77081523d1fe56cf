"""``python -m pylogo``: the same as the ``pylogo`` command."""

from .frontends.cli import finish, main

if __name__ == "__main__":
    finish(main())
