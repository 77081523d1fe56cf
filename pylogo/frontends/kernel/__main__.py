"""``python -m pylogo.frontends.kernel install --user`` installs the kernelspec; otherwise runs the kernel."""

from __future__ import annotations

import sys


def main() -> int:
    if sys.argv[1:2] == ["install"]:
        from .install import install

        return install(sys.argv[2:])
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    from ipykernel.kernelapp import IPKernelApp

    from .kernel import LogoKernel

    IPKernelApp.launch_instance(kernel_class=LogoKernel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
