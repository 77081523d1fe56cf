"""pylogo: Berkeley Logo (UCBLogo 6.2) in Python."""

__version__ = "0.1.0"

# Start-up, whichever module of the package is imported first: the modules come
# from the file of their compiled code an earlier run kept (system/modcache.py) when
# they are as they were; register the primitives, and the services that they and the
# real-terminal backend (tty.py, imported when first asked for: only with a terminal)
# lend to the layers below them (services.py).
from .system import modcache  # noqa: E402

modcache.install()

from . import primitives  # noqa: E402, F401
from .system import services  # noqa: E402


def _import_tty() -> None:
    from .frontends import tty  # noqa: F401


services.provide_later("tty", _import_tty)
