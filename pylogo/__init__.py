"""pylogo: Berkeley Logo (UCBLogo 6.2) in Python."""

__version__ = "0.1.0"

# Start-up, whichever module of the package is imported first: register the
# primitives, and the services that they and the real-terminal backend (tty.py)
# lend to the layers below them (services.py).
from . import primitives  # noqa: E402, F401
from .frontends import tty  # noqa: E402, F401
