"""``python -m pylogo``: the same as the ``pylogo`` command."""

from .frontends.cli import command

if __name__ == "__main__":
    command()
