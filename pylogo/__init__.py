"""pylogo: Berkeley Logo (UCBLogo 6.2) in Python."""

__version__ = "0.1.0"
